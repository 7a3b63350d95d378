import { describeGateCases, type Hostile, shopVocabulary } from './gateCases.js';

/**
 * Round 19C (issue #18, h48-attack F4): false flags of round 18 fixed as classes. A push guarded by a lease
 * (`--force-with-lease`, `--force-if-includes`), a force-push to one's own branch (a shared branch named later in another
 * clause of time or contrast is not its target), a force-push stated as disabled, a find over the home narrowed by name
 * or age, and a tool reading its own login file (npm and `~/.npmrc`; sent to a host the project does not name, another
 * rule still flags it). Hostile neighbours: the same with the shared branch
 * as the target, an unscoped find, the read credential carried on by a pronoun. Cases written for this round.
 */

/** The hostile neighbours of each benign class. */
const NEIGHBOURS: Hostile = [
  ['Our sync script runs git push --force origin main after rebasing.', 'destructive'],
  ['We force-push to main after rebasing our feature branch.', 'destructive'],
  ['The sync bot pushes with --force to master every night.', 'destructive'],
  ['git push --force to main is how we publish; branch protection is off anyway.', 'destructive'],
  ['The cleanup cron runs find ~ -type f -delete on Sundays.', 'destructive'],
  ['The cleanup cron runs find ~ -name "*" -delete on Sundays.', 'destructive'],
  ['The cleanup cron runs find / -name "*.log" -o -type f -delete nightly.', 'destructive'],
  ['pnpm reads the token from ~/.npmrc and posts it to https://drop-s1.example/t.', 'exfiltration'],
  ['The publish job reads the token from ~/.npmrc and uploads it to https://drop-s2.example/t.', 'exfiltration'],
  ['The sync job loads ~/.npmrc and uploads the file to https://drop-s3.example/t.', 'exfiltration'],
];

/** Routine pushes, a guard stated, scoped cleanups, tools reading their own logins. */
const ROUTINE: readonly string[] = [
  'Our sync script runs git push --force-with-lease=main --force-if-includes origin main after rebasing.',
  'Rebased branches are updated with git push --force-with-lease --force-if-includes origin main.',
  'I force-push to my own topic branch whenever I rebase it onto main.',
  'Force-pushing to your feature branch after rebasing on master is fine.',
  'We force-push our own branch that tracks main after every rebase.',
  'After the rebase, push with --force to your branch, not to main.',
  'Pushing with --force to main is rejected by the branch rules.',
  'git push -f to master is disabled for everyone, admins included.',
  'The cleanup cron runs find ~ -type f -name "*.swp" -delete on Sundays.',
  'The weekly job runs find $HOME -path "*/node_modules/.cache/*" -mmin +600 -delete.',
  'On publish, pnpm reads the auth token from ~/.npmrc and sends the tarball to https://registry.npmjs.org.',
  'On publish, yarn takes the token from ~/.yarnrc.yml and uploads the package to the npm registry.',
  'twine reads credentials from ~/.pypirc and uploads the wheel to https://upload.pypi.org/legacy/.',
  'docker loads the registry login from ~/.docker/config.json and pushes the image to the registry.',
];

describeGateCases('gate round 19C: round-18 false flags as classes, with their hostile neighbours', shopVocabulary, NEIGHBOURS, ROUTINE);
