import { CATEGORIES, SEVERITIES, type Finding } from '@codehawk/findings';
import type { ReportingDescriptor } from 'sarif';

type Category = Finding['category'];
type Severity = Finding['severity'];

/**
 * A model-free check as SARIF describes it: one rule each. `@codehawk/review`'s `STATIC_CHECKS`
 * has this shape.
 */
export interface SarifCheck {
  /** Kebab-case id, as in a static finding's `rule_id`. */
  id: string;
  /** PascalCase name, distinct from the id. */
  name: string;
  category: Category;
  severity: Severity;
  title: string;
  description: string;
  /** How to fix it, in Markdown. */
  help: string;
}

export const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  warning: 'warning',
  suggestion: 'note',
};

// GitHub ranks security alerts by this CVSS-like score: ≥ 9 critical, ≥ 7 high, ≥ 4 medium, else low.
const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: '9.1',
  warning: '6.5',
  suggestion: '3.0',
};

// `problem.severity` is how GitHub ranks alerts that are not security alerts.
const PROBLEM_SEVERITY: Record<Severity, string> = {
  critical: 'error',
  warning: 'warning',
  suggestion: 'recommendation',
};

const CATEGORY_TEXT: Record<Category, { label: string; scope: string }> = {
  security: {
    label: 'security',
    scope:
      'Security weaknesses: injection, broken authentication or authorisation, exposed secrets, unsafe deserialisation, missing input validation.',
  },
  performance: {
    label: 'performance',
    scope:
      'Performance problems: needless work in loops, repeated queries, blocking I/O on hot paths, unbounded memory growth.',
  },
  best_practices: {
    label: 'best practices',
    scope:
      "Departures from the language's and the project's established practices that make code harder to change safely.",
  },
  architecture: {
    label: 'architecture',
    scope:
      'Structural problems: broken layering, hidden coupling between modules, responsibilities in the wrong place.',
  },
  correctness: {
    label: 'correctness',
    scope:
      'Logic errors: wrong results, unhandled cases, off-by-one mistakes, race conditions, broken contracts.',
  },
  error_handling: {
    label: 'error handling',
    scope: 'Errors that are swallowed, lost or reported without the context needed to act on them.',
  },
  code_style: {
    label: 'code style',
    scope: 'Readability: naming, dead code, duplication and comments that mislead.',
  },
  testing: {
    label: 'testing',
    scope: 'Missing, weak or misleading tests for the behaviour the change adds or alters.',
  },
};

const SEVERITY_TEXT: Record<Severity, string> = {
  critical: 'Critical',
  warning: 'Warning',
  suggestion: 'Suggestion',
};

const pascal = (text: string): string =>
  text.replace(/(?:^|[_\s-])(\w)/g, (_match, letter: string) => letter.toUpperCase());

const tagOf = (category: Category): string => category.replace(/_/g, '-');

function properties(
  category: Category,
  severity: Severity,
  precision: 'high' | 'medium',
  origin: string,
): ReportingDescriptor['properties'] {
  return {
    // The `security` tag is what makes GitHub treat the alert as a security alert.
    tags: [tagOf(category), origin],
    precision,
    'problem.severity': PROBLEM_SEVERITY[severity],
    ...(category === 'security' ? { 'security-severity': SECURITY_SEVERITY[severity] } : {}),
  };
}

/** The rule id of a model finding: one rule per category and severity. */
export const modelRuleId = (category: Category, severity: Severity): string =>
  `${tagOf(category)}/${severity}`;

/** The rule id of a static finding. */
export const checkRuleId = (checkId: string): string => `static/${checkId}`;

/** The rule describing model findings of one category and severity. */
export function modelRule(category: Category, severity: Severity): ReportingDescriptor {
  const { label, scope } = CATEGORY_TEXT[category];
  const short = `${SEVERITY_TEXT[severity]} ${label} finding from the AI review`;
  const full = `${scope} Reported at ${severity} severity by CodeHawk's review model, after a verification pass that reads the code around the change.`;
  const advice =
    'Read the finding and its suggestion, then fix the code or dismiss the alert with a reason. Model findings can be wrong: the confidence in the result says how sure the review was.';
  return {
    id: modelRuleId(category, severity),
    name: `${pascal(category)}${SEVERITY_TEXT[severity]}`,
    shortDescription: { text: `${short}.` },
    fullDescription: { text: full },
    help: {
      text: `${full}\n\n${advice}`,
      markdown: `**${short}.**\n\n${scope}\n\n${advice}`,
    },
    defaultConfiguration: { level: LEVEL[severity] },
    properties: properties(category, severity, 'medium', 'ai-review'),
  };
}

/** The rule describing one static check. */
export function checkRule(check: SarifCheck): ReportingDescriptor {
  return {
    id: checkRuleId(check.id),
    name: check.name,
    shortDescription: { text: `${check.title}.` },
    fullDescription: { text: check.description },
    help: {
      text: `${check.description}\n\n${check.help.replace(/`/g, '')}`,
      markdown: `**${check.title}.** ${check.description}\n\n${check.help}`,
    },
    defaultConfiguration: { level: LEVEL[check.severity] },
    properties: properties(check.category, check.severity, 'high', 'static-check'),
  };
}

/** A static check this build does not describe (a findings file from another version). */
export function unknownCheck(finding: Finding & { rule_id: string }): SarifCheck {
  const { label } = CATEGORY_TEXT[finding.category];
  return {
    id: finding.rule_id,
    name: pascal(finding.rule_id),
    category: finding.category,
    severity: finding.severity,
    title: `Static check ${finding.rule_id}`,
    description: `A ${label} problem found by CodeHawk's static check "${finding.rule_id}", which this version of CodeHawk does not describe.`,
    help: "Read the finding's message for what to change.",
  };
}

/** Every category × severity, categories as CodeHawk reports them, most severe first. */
export const MODEL_RULES: readonly { category: Category; severity: Severity }[] =
  CATEGORIES.flatMap((category) => SEVERITIES.map((severity) => ({ category, severity })));
