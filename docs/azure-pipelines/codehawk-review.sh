#!/usr/bin/env bash
# The review step of codehawk-review.yml: the same for a plain script step and for the AzureCLI@2
# step that signs in to Azure OpenAI with Microsoft Entra ID.
set -euo pipefail
# An undefined pipeline variable reaches the script as its literal macro: treat it as unset.
for name in OPENAI_API_KEY AZURE_OPENAI_ENDPOINT AZURE_OPENAI_DEPLOYMENT OPENAI_API_VERSION \
  AZURE_OPENAI_API_KEY MAX_COST_USD GITHUB_TOKEN; do
  case "${!name:-}" in "" | '$('*) unset "$name" ;; esac
done
# The template's "no gate" values.
if [ "${MIN_STARS:-0}" = "0" ]; then unset MIN_STARS; fi
if [ "${MAX_PENALTY:--1}" = "-1" ]; then unset MAX_PENALTY; fi
status=0
node "$CODEHAWK_CLI" review --format text --output "$CODEHAWK_OUTPUT" || status=$?
# SARIF for Advanced Security and the SARIF viewer (the CodeAnalysisLogs artifact), whatever the gate said.
if [ -n "${CODEHAWK_SARIF:-}" ] && [ -f "$CODEHAWK_OUTPUT/findings.json" ]; then
  mkdir -p "$(dirname "$CODEHAWK_SARIF")"
  node "$CODEHAWK_CLI" publish "$CODEHAWK_OUTPUT/findings.json" --dry-run --sarif "$CODEHAWK_SARIF" >/dev/null ||
    echo "codehawk: could not write the SARIF log" >&2
fi
exit "$status"
