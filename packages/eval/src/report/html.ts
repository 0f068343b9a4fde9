// A small self-contained HTML report: the summary per model, then every case with a drill-down
// of what was expected, what each model reported, and how each finding was judged. No scripts,
// no external assets: <details> elements do the drilling.
import type { Finding } from '@codehawk/findings';
import type { Expectation } from '../corpus.js';
import type { Miss } from '../match.js';
import type { CaseReport, EvalReport } from '../run.js';
import { percent, runVerdict } from './text.js';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) =>
    char === '&'
      ? '&amp;'
      : char === '<'
        ? '&lt;'
        : char === '>'
          ? '&gt;'
          : char === '"'
            ? '&quot;'
            : '&#39;',
  );

const MISS_TEXT: Record<Miss, string> = {
  wrong_file: 'no expectation in this file',
  too_far: 'too far from the expected lines',
  wrong_category: 'wrong category',
  no_keyword: 'none of the expected keywords',
  duplicate: 'duplicate of a finding already matched',
};

const where = (item: { file: string; line: number; end_line?: number | undefined }): string =>
  `${item.file}:${item.line}${item.end_line && item.end_line !== item.line ? `–${item.end_line}` : ''}`;

function expectationItem(expectation: Expectation, found: boolean): string {
  return `<li class="${found ? 'hit' : 'miss'}"><span class="tag">${found ? 'found' : 'missed'}</span> <code>${escapeHtml(where(expectation))}</code> ${escapeHtml(expectation.category)}${expectation.severity ? ` · ${escapeHtml(expectation.severity)}` : ''}${expectation.note ? ` — ${escapeHtml(expectation.note)}` : ''}</li>`;
}

function findingItem(finding: Finding, verdict: string, good: boolean): string {
  return `<li class="${good ? 'hit' : 'miss'}"><span class="tag">${escapeHtml(verdict)}</span> <code>${escapeHtml(where(finding))}</code> ${escapeHtml(finding.category)} · ${escapeHtml(finding.severity)} · ${escapeHtml(finding.source ?? 'agent')} — <strong>${escapeHtml(finding.title)}</strong><div class="message">${escapeHtml(finding.message)}</div></li>`;
}

function caseSection(item: CaseReport, models: readonly string[]): string {
  const runs = models.flatMap((model) => item.runs.filter((run) => run.model === model));
  const verdicts = runs.map((run) => runVerdict(item, run));
  const passed = runs.every(
    (run) =>
      run.status === 'ok' && run.match.falseNegatives === 0 && run.match.falsePositives === 0,
  );
  const body = runs
    .map((run) => {
      const title = `${escapeHtml(run.model)}${runs.filter((other) => other.model === run.model).length > 1 ? ` · run ${run.repeat}` : ''}`;
      const expected = run.match.expectations
        .map((entry) => expectationItem(entry.expectation, entry.matchedBy !== undefined))
        .join('');
      const findings = run.match.findings
        .map((outcome) =>
          outcome.matched !== undefined
            ? findingItem(outcome.finding, 'true positive', true)
            : findingItem(
                outcome.finding,
                `false positive${outcome.miss ? `: ${MISS_TEXT[outcome.miss]}` : item.clean ? ': clean case' : ''}`,
                false,
              ),
        )
        .join('');
      return `<div class="run"><h4>${title}</h4>${run.error ? `<p class="error">${escapeHtml(run.error)}</p>` : ''}<p class="figures">${run.inputTokens}/${run.outputTokens} tokens · ${run.turns} turns · ${run.toolCalls} tool calls · ${run.wallSeconds.toFixed(1)} s${run.costUsd === undefined ? '' : ` · $${run.costUsd.toFixed(4)}`}</p>${item.clean ? '<p>Clean case: nothing should be reported.</p>' : `<h5>Expected</h5><ul>${expected}</ul>`}<h5>Reported (${run.findings.length})</h5><ul>${findings || '<li>nothing</li>'}</ul></div>`;
    })
    .join('');
  return `<details class="case ${passed ? 'pass' : 'fail'}" id="case-${escapeHtml(item.id)}"><summary><span class="id">${escapeHtml(item.id)}</span> <span class="kind">${escapeHtml(item.clean ? 'clean' : (item.kind ?? ''))}</span> <span class="lang">${escapeHtml(item.language ?? '')}</span> <span class="verdicts">${escapeHtml(verdicts.join(' · ') || 'not run')}</span></summary><p class="title">${escapeHtml(item.title)}</p>${item.provenance ? `<p class="provenance">${escapeHtml(item.provenance)}</p>` : ''}${body}</details>`;
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1d2430}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #d0d7de;padding:.3rem .6rem;text-align:right}th:first-child,td:first-child{text-align:left}
th{background:#f3f5f7}.partial{background:#fff4ce;padding:.5rem 1rem;border-left:4px solid #d4a72c}
details.case{border:1px solid #d0d7de;border-radius:6px;margin:.4rem 0;padding:.3rem .8rem}details.case.fail{border-left:4px solid #cf222e}details.case.pass{border-left:4px solid #1a7f37}
summary{cursor:pointer}summary .id{font-weight:600}summary .kind,summary .lang{color:#57606a;margin-left:.5rem}summary .verdicts{float:right}
li.hit .tag{background:#dafbe1}li.miss .tag{background:#ffebe9}.tag{border-radius:4px;padding:0 .3rem;font-size:12px}
.message{color:#57606a;margin:.1rem 0 .4rem}.error{color:#cf222e}.run{border-top:1px dashed #d0d7de;margin-top:.5rem}`;

/** The report as one self-contained HTML page. */
export function renderHtml(report: EvalReport): string {
  const { corpus } = report;
  const header = [
    'model',
    'precision',
    'recall',
    'F1',
    'F0.5',
    'FP per clean case',
    'TP',
    'FP',
    'FN',
    'tokens in/out',
    'cost',
    'wall s',
    'turns',
    'tool calls',
    'errors',
  ];
  const rows = report.summary
    .map((summary) => {
      const m = summary.overall;
      const cells = [
        summary.model,
        percent(m.precision),
        percent(m.recall),
        percent(m.f1),
        percent(m.f05),
        m.falsePositivesPerCleanCase === undefined ? '–' : m.falsePositivesPerCleanCase.toFixed(2),
        String(m.truePositives),
        String(m.falsePositives),
        String(m.falseNegatives),
        `${m.inputTokens}/${m.outputTokens}`,
        m.costUsd === undefined ? '–' : `$${m.costUsd.toFixed(4)}`,
        m.wallSeconds.toFixed(1),
        String(m.turns),
        String(m.toolCalls),
        String(m.errors),
      ];
      return `<tr data-model="${escapeHtml(summary.model)}">${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
    })
    .join('');
  const spreads = report.summary
    .filter((summary) => summary.spread)
    .map((summary) => {
      const items = Object.entries(summary.spread ?? {})
        .map(([metric, spread]) =>
          metric === 'falsePositivesPerCleanCase'
            ? `<li>false positives per clean case: mean ${spread.mean.toFixed(2)}, min ${spread.min.toFixed(2)}, max ${spread.max.toFixed(2)}, σ ${spread.stdev.toFixed(2)}</li>`
            : `<li>${escapeHtml(metric)}: mean ${percent(spread.mean)}, min ${percent(spread.min)}, max ${percent(spread.max)}, σ ${(spread.stdev * 100).toFixed(1)} points</li>`,
        )
        .join('');
      return `<h3>${escapeHtml(summary.model)} over ${report.repeat} runs</h3><ul class="spread">${items}</ul>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>CodeHawk eval — ${escapeHtml(corpus.name)}</title><style>${STYLE}</style></head>
<body><h1>CodeHawk eval — ${escapeHtml(corpus.name)}</h1>
<p>${corpus.cases} case(s), ${corpus.cleanCases} clean; ${report.models.length} model(s) × ${report.repeat} run(s). A finding matches an expectation in the same file, within ±${report.matching.lineTolerance} lines, with a compatible category; each expectation is matched once.</p>
${report.complete ? '' : '<p class="partial">Partial report: the run was interrupted; the scores cover only the case runs that finished.</p>'}
<table class="summary"><thead><tr>${header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>
${spreads}
<h2>Cases</h2>
${report.cases.map((item) => caseSection(item, report.models)).join('\n')}
</body></html>
`;
}
