# CodeHawk as a container: the published CLI on Node.js 22, with git and ripgrep for its review tools.
#   docker build -t codehawk .                    (or --build-arg CODEHAWK_VERSION=0.2.0)
#   docker run --rm -v "$PWD:/repo" codehawk review --dry-run
FROM node:22-slim

RUN apt-get update \
  && apt-get install -y --no-install-recommends git ripgrep ca-certificates \
  && rm -rf /var/lib/apt/lists/*

ARG CODEHAWK_VERSION=latest
# The same install a user runs; `pnpm release:check` rehearses it with the packed CLI.
RUN npm install --global --no-audit --no-fund "@codehawk/cli@${CODEHAWK_VERSION}" \
  && npm cache clean --force

# The mounted repository belongs to another user; git refuses it unless it is marked safe.
RUN git config --system --add safe.directory '*'
WORKDIR /repo
USER node
ENTRYPOINT ["codehawk"]
CMD ["--help"]
