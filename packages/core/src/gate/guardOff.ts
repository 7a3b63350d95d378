/**
 * How an act leaves a safeguard inert, read from the act's structure rather than a list of verbs (issue #18 rule 2, session
 * 56: this replaced `DISABLE_VERBS` of concepts.ts and `PRIVATIVE_VERB` of hazardClasses.ts, which missed every verb they
 * lacked). An act turns a guard off when it has one of five shapes, in the gate's languages:
 *
 * | shape | what it is | examples |
 * | --- | --- | --- |
 * | privative derivation | a prefix of undoing on a verb of enabling, attaching or switching | dis-able, de-activate, un-hook, des-activar, dé-brancher, ent-fernen, от-ключить |
 * | particle of ending | a verb with a particle that ends or routes around its object | turn … off, strip out, work around, sneak past, schalte … ab/aus |
 * | a setting made false | a guard's switch given a false value or a skip flag | `enabled: false`, `SKIP_SCAN=1`, `--no-verify`, "set it to off" |
 * | passing over | an act whose meaning is to go past its object without doing it | skip, bypass, ignore, omit, saltar, überspringen, 跳过 |
 * | ceasing and removing | an act that ends the guard's running or takes it away | stop running, suppress, silence, remove, delete |
 *
 * Each is a morphological or syntactic shape with a bounded alternation: no nested unbounded quantifier, so a 32 KiB clause
 * costs one linear pass. The caller decides whether the act's object is a guard (SAFETY_THINGS, CHECK_THINGS) and whether the
 * clause orders it.
 */

/** Verbs of enabling, attaching or switching on, as stems: what a privative prefix undoes. */
const ENABLING_STEMS = String.raw`(?:activ|akt|ativ|attiv|abilit|habilit|arm|engag|install|instal|regist|hook|plug|wire|link|mount|enforc|enabl|commission|fang|claw|power|connect|conect|branch|fus|rail)`;

/** Privative derivation: a prefix of undoing on an enabling stem ("disable", "deactivate", "unhook", "desactivar", "désinstaller"). */
const PRIVATIVE_DERIVATION = String.raw`(?<![\p{L}])(?:dis|des|dés|de-?|un)${ENABLING_STEMS}\p{L}*|(?<![\p{L}])(?:disabl|deslig)\p{L}*|(?<![\p{L}])unset\p{L}*|(?<![\p{L}])uncheck\p{L}*|(?<![\p{L}])(?:deaktivier|от-?ключ|вы-?ключ)\p{L}*`;

/** English verbs whose "off" or "out" ends nothing: "kick off", "sign off", "check out", "roll out", "figure out", "break out into". */
const PARTICLE_ROUTINE = String.raw`(?:kick|sign|pay|show|branch|fork|spin|split|start|take|log|tip|check|roll|carry|find|figure|point|print|spell|lay|try|sort|work|reach|write|fill|scope|map|flesh|break|pull|factor|move|farm|fan|bring|hand|give|send|ship|read|call|test|run|play|lock|hold|hang|zero|build|bear|back|cool|head|set|wear|lift|let|lead|rule|stand|time|sell|copy)`;
/**
 * Particles that end or route around their object after an English verb: "turn the hook off", "rip the scan out", "work
 * around", "get past". The particle is read where it stands; a routine verb up to four words before it
 * ({@link PARTICLE_ROUTINE}) or a preposition after it ("out of", "off the main branch") makes it no ending.
 */
const ENDING_PARTICLE = [
  String.raw`(?<![\p{L}])(?=o(?:ff|ut)(?![\p{L}-]))(?<=\p{L}{2,}\s+(?:[\w.@/'-]+\s+){0,4})`,
  String.raw`(?<!(?<![\p{L}])${PARTICLE_ROUTINE}(?:s|es|ed|d|ing|ped|ted|ked|ned)?\s+(?:[\w.@/'-]+\s+){0,4})`,
  String.raw`(?:off|out)(?!\s+(?:of|to|into|from|how|what|why|whether|if|when)\b)`,
  String.raw`|(?<![\p{L}])(?:work|get|go|route|slip|sneak|step|sidestep|steer)(?:s|ed|ing)?\s+(?:around|round|past)(?![\p{L}])|(?<![\p{L}])do(?:es|ing)?\s+away\s+with(?![\p{L}])`,
].join('');

/** German and Dutch separable particles of switching off at the clause's end ("schalte den Scanner ab", "zet de hook uit"). */
const SEPARATED_OFF = String.raw`(?<![\p{L}])(?:schalte|schaltet|stelle|stellt|mache|mach|macht|zet|schakel)(?![\p{L}])[^.!?;\n]{1,60}?(?<![\p{L}])(?:ab|aus|uit)(?=\s*(?:[.!?;,]|$|und|en|bevor|voordat|damit|wenn)(?![\p{L}]))`;

/** Passing over: acts whose meaning is to go past their object without doing it, in the gate's languages. */
const PASSING_OVER = [
  String.raw`(?<![\p{L}])(?:skip|bypass|circumvent|ignor|omit|evad|overrid|suppress|silenc|mute|muting|neuter|neutrali[sz]|sideline|shelve|mothball|retire|sunset|dismantl|hobbl|crippl|muzzl|yank|loosen|relax|weaken|get rid of|auto-?approve|allow (?:all|every))\p{L}*`,
  String.raw`|(?<![\p{L}])(?:omit|salt[ae]|saltar|ignor|quit[ae]|apag|contourn|saut|supprim|coup|retir|überspring|umgeh|ignorier|abschalt|ausschalt|stumm|aggir|spegn|rimuov|pul[ae]|pular|deslig|remov|contorn|пропус|обход|обойд|игнорир|сними|отмени|заглуш|sustur|kapat|atla(?!s(?:sian)?(?![\p{L}]))|yok say|görmezden|pas geç|devre dışı)\p{L}*`,
  '|禁用|关闭|关掉|停用|跳过|绕过|忽略|屏蔽|静音|無効|オフ|停止|スキップ|回避|無視|外し|外す|ミュート|비활성|끄|꺼|건너뛰|우회|무시|해제|무력화|음소거',
].join('');

/** Ceasing and removing: the guard's running ended ("stop running the scan", "halt the audit job") or the guard taken away ("remove the hook"). */
const CEASING = String.raw`(?<![\p{L}])(?:(?:stop|stops|stopped|stopping|cease\p{L}*|quit|halt\p{L}*|pause\p{L}*|kill\p{L}*)(?=\s+(?:\p{L}+ing|the|all|any|every|each|its|our|your|this|that|these|those)\b)|remov\p{L}*|delet\p{L}*|drop|drops|dropped|dropping|elimin\p{L}*|entfern\p{L}*|lösch\p{L}*|удали\p{L}*|удалить|kaldır\p{L}*|sil|silin|silme)(?![\p{L}])|删除|移除|取消|削除|제거|삭제`;

/**
 * An act that leaves its object inert, by the shapes of the module comment. Not global: `exec` finds the first such act.
 * Use with a guard named as the act's object; alone it orders nothing.
 */
export const GUARD_OFF = new RegExp([PRIVATIVE_DERIVATION, ENDING_PARTICLE, SEPARATED_OFF, PASSING_OVER, CEASING].join('|'), 'iu');

/**
 * A guard's switch given a false value, or a skip flag: `enabled: false`, `verify=0`, `SKIP_SCAN=1`, `DISABLE_HOOKS=true`,
 * `--no-verify`, `--skip-checks`, `--disable-scanner`, "set strict to off". Read in the clause as written (flags and
 * settings are code names the prose reading masks).
 */
export const SETTING_OFF = new RegExp(
  [
    String.raw`(?<![\w-])--(?:no|skip|disable|ignore|bypass)-[\w-]+|(?<![\w-])(?:--insecure|(?:--)?no-verify)(?![\w-])`,
    String.raw`|\b(?:SKIP|DISABLE|NO|BYPASS|IGNORE)_[A-Z0-9_]+\s*[:=]\s*["']?(?:1|true|yes|on)\b`,
    String.raw`|(?<![\w.-])(?:[\w-]+[._-])?(?:enabled?|enforce[ds]?|verify|check|strict|required|active)\s*[:=]\s*["']?(?:false|0|off|no|none|never|disabled)\b`,
    String.raw`|\bset\s+(?:[\w.@/'-]+\s+){1,4}?to\s+["'\x60]?(?:false|off|0|none|never|disabled)\b`,
  ].join(''),
  'iu',
);

/** A code name: camelCase, snake_case, a path or a dotted name ("skipReviewForBots", "skip_ci", "hooks/pre-commit"): a name, not an act. */
const CODE_NAME = /[\w$-]*(?:\p{Ll}\p{Lu}|[_/\\]|\w\.\w)[\w$./-]*/gu;

/**
 * True when `raw` holds an act of {@link GUARD_OFF}'s shapes outside its code names ("Use skipReviewForBots …" names a
 * function, it skips nothing), or a setting made false ({@link SETTING_OFF}).
 *
 * @param raw - one clause as written (any length; one linear pass per pattern)
 */
export function guardOffAct(raw: string): boolean {
  return SETTING_OFF.test(raw) || GUARD_OFF.test(raw.replace(CODE_NAME, ' '));
}

/**
 * A clause that opens on a verb whose particle of ending follows it or its object ("Switch off the scanner", "Flip the hook off"): an
 * imperative whatever a tagger reads its first word as. For directives.ts's verb-first reading.
 */
export const PARTICLE_FIRST = new RegExp(
  String.raw`^(?:(?:please|just|also|always|then|now|and)\s+)*(?!(?:the|a|an|it|this|that|we|you|they|i|he|she|there|our|your|its)\s)\p{L}{2,}\s+(?:(?:the|a|an|all|every|any|each|this|that|these|those|its|your|our|their)\s+(?:[\w.@/'-]+\s+){0,3}?)?(?:${ENDING_PARTICLE})`,
  'iu',
);
