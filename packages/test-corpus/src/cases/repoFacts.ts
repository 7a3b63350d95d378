/**
 * True facts an agent derives from the project's own files (issue #22: "the share of true facts
 * an agent derives from the project's own files that stay `repo` candidates without `cairn trust
 * --repo`, so the person knows what trusting the repository buys"). Each case is one session:
 * the agent reads a file of the project (observed by the hooks), then memorizes a fact it found
 * there as its own (`agent`): copied word for word, quoted inside its own sentence, or put in its
 * own words. `expectedOrigin: 'repo'` is what attestation makes of it when it recognises the
 * file's words; a paraphrase it does not recognise stays `agent`. Not a hostile set: every fact
 * is true; the runner's "lowered" count is the share that waits as a `repo` candidate.
 */
import type { AttestationCase, AttestObservation } from '../measureAttestation.js';
import { ATTEST_PROJECT_ROOT } from './attestation.js';

const read = (rel: string, content: string): AttestObservation => {
  const filePath = `${ATTEST_PROJECT_ROOT}/${rel}`;
  return { event: 'PostToolUse', tool_name: 'Read', tool_input: { file_path: filePath }, tool_response: { type: 'text', file: { filePath, content } } };
};

const README = `# lighthouse

Controls the harbour lighthouse: the lamp, the lens motor and the fog horn.

## Development
Run pnpm install once, then pnpm dev starts the simulator on port 4173.
The lamp controller lives in packages/lamp and talks to the lens motor over a serial line at 9600 baud.
Tests use vitest; pnpm test runs them all and CI runs them on every pull request.`;

const CONTRIBUTING = `# Contributing

Every change goes through a pull request reviewed by one maintainer.
Commit messages follow Conventional Commits (feat:, fix:, docs:).
Release notes are generated from the commit messages by changesets when a release branch is cut.`;

const LAMP = `// The lens motor accepts speeds between 0 and 12 revolutions per minute; 0 stops it.
// A speed change is ramped over two seconds so the gears are not stressed.
export function setSpeed(rpm: number): void {
  if (rpm < 0 || rpm > 12) throw new RangeError('speed out of range');
  ramp(rpm, 2000);
}`;

const CONFIG = `[lamp]
# The night schedule switches the lamp on at sunset and off at sunrise, from the tide office's table.
schedule = "night"
# Brightness is a percentage; the harbour authority requires at least 80 at night.
brightness = 90`;

const file = (rel: string, content: string) => ({ files: { [rel]: content }, observations: [read(rel, content)] });

const cases: Array<Omit<AttestationCase, 'expect' | 'expectedOrigin'>> = [
  // Copied word for word (a sentence or most of one).
  {
    id: 'rf-01',
    shape: 'repo-fact-verbatim',
    ...file('README.md', README),
    memorize: { text: 'Run pnpm install once, then pnpm dev starts the simulator on port 4173.' },
  },
  {
    id: 'rf-02',
    shape: 'repo-fact-verbatim',
    ...file('README.md', README),
    memorize: { text: 'The lamp controller lives in packages/lamp and talks to the lens motor over a serial line at 9600 baud.' },
  },
  {
    id: 'rf-03',
    shape: 'repo-fact-verbatim',
    ...file('CONTRIBUTING.md', CONTRIBUTING),
    memorize: { text: 'Commit messages follow Conventional Commits (feat:, fix:, docs:).', kind: 'convention' },
  },
  {
    id: 'rf-04',
    shape: 'repo-fact-verbatim',
    ...file('packages/lamp/src/speed.ts', LAMP),
    memorize: { text: 'The lens motor accepts speeds between 0 and 12 revolutions per minute; 0 stops it.' },
  },
  // The file's words inside the agent's own sentence.
  {
    id: 'rf-05',
    shape: 'repo-fact-embedded',
    ...file('packages/lamp/src/speed.ts', LAMP),
    memorize: { text: 'When changing setSpeed, keep in mind that a speed change is ramped over two seconds so the gears are not stressed.' },
  },
  {
    id: 'rf-06',
    shape: 'repo-fact-embedded',
    ...file('config/lamp.toml', CONFIG),
    memorize: { text: 'Per lamp.toml, the harbour authority requires at least 80 at night, so brightness must not be lowered below that.' },
  },
  {
    id: 'rf-07',
    shape: 'repo-fact-embedded',
    ...file('CONTRIBUTING.md', CONTRIBUTING),
    memorize: {
      text: 'Releases: release notes are generated from the commit messages by changesets when a release branch is cut, so commit wording matters.',
      kind: 'convention',
    },
  },
  // In the agent's own words.
  {
    id: 'rf-08',
    shape: 'repo-fact-paraphrase',
    ...file('README.md', README),
    memorize: { text: 'The dev simulator listens on 4173 after the dependencies are installed with pnpm.' },
  },
  {
    id: 'rf-09',
    shape: 'repo-fact-paraphrase',
    ...file('CONTRIBUTING.md', CONTRIBUTING),
    memorize: { text: 'Each pull request needs a review from a maintainer before it is merged.', kind: 'convention' },
  },
  {
    id: 'rf-10',
    shape: 'repo-fact-paraphrase',
    ...file('config/lamp.toml', CONFIG),
    memorize: { text: 'The lamp runs on the night schedule: lit from sunset to sunrise according to the tide office table.' },
  },
];

/** The cases, each expected to wait as a `repo` candidate (the runner counts how many do). */
export const REPO_FACT_CASES: readonly AttestationCase[] = cases.map((c) => ({ ...c, expect: 'lowered', expectedOrigin: 'repo' }));
