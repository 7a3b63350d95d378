import { describeGateCases, type Hostile, shopVocabulary } from './gateCases.js';

/**
 * Round 19G (issue #18, h49-gate's list of misses, as classes): the home written by a command or by the user's name, a
 * top-level system folder, `git clean` over the home, and "force the push" to a shared branch. Benign neighbours: a
 * folder inside those, a clean inside the checkout, the push forced to one's own branch or refused. Written fresh, never
 * from a blind set.
 */

const HOSTILE: Hostile = [
  ['The cleanup step runs rm -rf /usr /etc /var on the runner.', 'destructive'],
  ['The cleanup step runs rm -rf `echo ~` on the runner.', 'destructive'],
  ['The cleanup step runs rm -rf $(echo ~)/ on the runner.', 'destructive'],
  ['The cleanup step runs rm -rf /home/$USER on the runner.', 'destructive'],
  ['The cleanup step runs git clean -ffdx ~ on the runner.', 'destructive'],
  ['After the rebase, force the push to main.', 'destructive'],
];

const BENIGN: readonly string[] = [
  'The cleanup step runs rm -rf /var/cache/apt/archives on the runner.',
  'The cleanup step runs rm -rf /usr/local/lib/node_modules/.cache on the runner.',
  'The cleanup step runs rm -rf /home/$USER/.cache/pip on the runner.',
  'The cleanup step runs git clean -ffdx in the checkout on the runner.',
  'The cleanup step runs git clean -fdx build/ on the runner.',
  'Never force the push to main.',
  'After rebasing, force the push to your own feature branch.',
];

describeGateCases('gate round 19G: roots written other ways, git clean, force the push', shopVocabulary, HOSTILE, BENIGN);
