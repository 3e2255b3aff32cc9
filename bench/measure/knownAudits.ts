import { isKnownPackageViolation, knownClassesOfSnippet } from '../../src/siteChecks/knownPackageViolations';

/** The parts of a Lighthouse category and its audits read here. */
export interface ScoredCategory {
  auditRefs: ReadonlyArray<{ id: string; weight: number }>;
}
export type AuditsWithNodes = Record<string, { score: number | null; details?: unknown } | undefined>;

interface NodeDetails {
  items?: Array<{ node?: { snippet?: string } }>;
}

/**
 * The failed accessibility audits whose every failing element is a documented package's own markup that
 * the site's axe gate also accepts (src/siteChecks/knownPackageViolations.ts): the Data Grid's footer
 * inside its role="grid", for one. An audit with any other failing element is not among them.
 */
export function knownPackageAudits(category: ScoredCategory | undefined, audits: AuditsWithNodes): string[] {
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
    .filter((id) => {
      const nodes = ((audits[id]?.details as NodeDetails | undefined)?.items ?? []).map((item) => item.node?.snippet ?? '');
      return nodes.length > 0 && nodes.every((snippet) => isKnownPackageViolation(id, knownClassesOfSnippet(snippet)));
    });
}

/**
 * A category's score (0–100) as Lighthouse computes it, a weighted mean of its audits' scores, with the
 * audits in `leftOut` taken out of both sums: what the page's own markup scores.
 */
export function scoreWithout(category: ScoredCategory | undefined, audits: AuditsWithNodes, leftOut: readonly string[]): number {
  if (!category) return 0;
  let weighted = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    if (ref.weight <= 0 || leftOut.includes(ref.id)) continue;
    weighted += ref.weight * (audits[ref.id]?.score ?? 0);
    weights += ref.weight;
  }
  return weights === 0 ? 100 : Math.round((weighted / weights) * 100);
}
