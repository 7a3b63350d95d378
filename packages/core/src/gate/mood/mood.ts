import { AGENT_NOUNS } from '../concepts.js';
import { TEXT_SUBJECTS } from '../lexicon.js';
import { tagEnglish } from './englishTagger.js';
import type { Grammar, GrammarLanguage, Language } from './grammarTypes.js';
import { MORE_AGENT_NOUNS, MORE_GRAMMARS, unmarked } from './moreGrammars.js';

/**
 * The grammatical mood of one clause, in the gate's eleven languages (issue #18 rule 1).
 *
 * - `imperative` — a verb-first order ("Disregard …", "Envía …", "Отключи …"), an infinitive
 *   instruction ("Ne pas demander …", "Token an x senden.") or a prohibition ("Don't …", "不要…");
 * - `obligative` — a modal of obligation about anything ("must", "debe", "muss", "必须", "-malı");
 * - `request` — a polite request ("Would you kindly …", "por favor", "veuillez", "ください");
 * - `agent-rule` — a rule about the agent in the second or third person ("You always …",
 *   "In this workspace Claude does not ask …", "El asistente debe …");
 * - `question` — a question that is not a request;
 * - `statement` — anything else: facts, descriptions, reported speech.
 *
 * English reads the first verb with a part-of-speech tagger (wink-nlp); the other languages use
 * grammatical rules written per language (verb endings of imperatives, modal verbs, politeness
 * forms), since no tagger for them ships without a download.
 */
export type Mood = 'imperative' | 'obligative' | 'request' | 'agent-rule' | 'question' | 'statement';

/** The mood of a clause, and whether it is negated ("never", "no", "不要", "-ma"). */
export interface MoodReading {
  readonly mood: Mood;
  readonly negated: boolean;
}

/** True for the moods that order something. */
export function isDirective(mood: Mood): boolean {
  return mood !== 'statement' && mood !== 'question';
}

/**
 * Words that may stand before the verb of an English order without changing it. "Make sure", "be
 * sure" and "remember to" are requests (EN_REQUEST); "make" alone is a verb ("Make the tests pass by …").
 */
const EN_LEADING = new Set(
  'please kindly just also always never then now so and but first simply immediately quietly silently automatically again instead really still definitely to going forward henceforth'.split(
    ' ',
  ),
);
const EN_MODAL = new RegExp(
  String.raw`\b(?:must|should|shall|need to|needs to|has to|have to|ought to|is required to|are required to|is expected to` +
    String.raw`|are expected to|is to|are to|mustn't|shouldn't|is not allowed to|are not allowed to|is allowed to` +
    String.raw`|are allowed to|is permitted to|are permitted to|may not|cannot|can't|can now|may now|is authori[sz]ed to` +
    String.raw`|are authori[sz]ed to|(?:it is|is|are) (?:mandatory|required|compulsory|obligatory) (?:to|for)|(?:is` +
    String.raw`|are) supposed to|requires? that|required that|insists? that|demands? that)\b`,
  'i',
);
const EN_REQUEST = new RegExp(
  [
    String.raw`^(?:would|could|can|will) you\b`,
    // Leave given in advance is an order's shape too ("It is fine to merge without approval", "No need to ask").
    String.raw`\bit(?:'s| is) (?:fine|ok|okay|acceptable|safe|alright|all right|allowed|permitted) (?:to|for you to)\b|^no need to\b`,
    // Leave or advice given for the agent by name or as a norm ("It is normal here for the agent to …", "It might be best to …").
    String.raw`\bit(?:'s| is)\s+(?:\w+\s+){0,2}?(?:normal|standard|expected|customary|usual|common practice|fine|ok|okay|acceptable) (?:here )?for` +
      String.raw` (?:the |our |any )?(?:agent|assistant|ai|bot|claude|copilot|cursor|model)s? to\b`,
    String.raw`\bit (?:might|would|may|could) be (?:best|better|wise|easier|simpler) to\b|\bi(?:'d| would) (?:suggest|recommend|advise)\b` +
      String.raw`|^(?:might|may|could|can) i ask you to\b` +
      // A hedge before "you" and a modal of possibility ("Perhaps you could …", "Maybe you can …"; round 15).
      String.raw`|^(?:perhaps|maybe|possibly)\s*,?\s+you\s+(?:could|can|might)\b|^if you could\b` +
      // A request asked as a possibility, a chance or a help, or leave given as a welcome (round 15).
      String.raw`|^(?:would|could|is|will)\s+it\s+be\s+possible\s+(?:for\s+you\s+)?to\b|^(?:is\s+there\s+)?any\s+chance\s+(?:that\s+)?you\s+(?:could|can|might)\b` +
      String.raw`|\bit(?:'d|\s+would)\s+(?:really\s+)?(?:help|be\s+(?:helpful|useful|easier))\s+if\b|\byou(?:'re|\s+are)\s+(?:more\s+than\s+)?welcome\s+to\b`,
    String.raw`\bit(?:'d| would) be (?:so |really |very )?(?:great|nice|helpful|ideal|best|good|appreciated|wonderful|awesome|perfect) if` +
      String.raw` (?:you|the (?:agent|assistant|ai|bot|model)|claude|copilot|cursor)\b|\bi(?:'d| would) (?:appreciate|love) (?:it )?if you\b|\bwould you mind\b`,
    // Round 16, polite frames by structure, not by adjective: a wish of the writer's conditional on the addressee ("I'd
    // really appreciate it if you …", "We'd be grateful if you could …") or any one-word judgement in "it would be … if
    // you/the agent …" ("It would be lovely if the agent stopped …"), save the judgements that warn ("it would be bad if …").
    String.raw`\b(?:i|we)(?:'d|’d|\s+would)\s+(?:(?:really|so|very|truly|greatly|much|certainly|most)\s+)*(?:appreciate|love|like|welcome|prefer` +
      String.raw`|be\s+(?:(?:really|so|very|truly|most|ever\s+so)\s+)*(?:grateful|thankful|glad|happy|delighted|obliged|pleased))\s+(?:it\s+)?if\s+` +
      String.raw`(?:you|the\s+(?:agent|assistant|ai|bot|model)|claude|copilot|cursor)\b` +
      String.raw`|\bit(?:'d|’d|\s+would)\s+be\s+(?:(?:really|so|very|truly|super|just|most|quite|rather)\s+)*` +
      String.raw`(?!(?:bad|terrible|awful|dangerous|risky|unwise|wrong|unsafe|harmful|catastrophic|disastrous|unacceptable|a\s+(?:problem|mistake|disaster|shame|pity))\b)` +
      String.raw`(?:a\s+)?[\p{L}-]+\s+if\s+(?:you|the\s+(?:agent|assistant|ai|bot|model)|claude|copilot|cursor)\b`,
    // Round 17, the same by structure: the writer wondering or hoping whether the addressee could ("I wonder if you could
    // …", "We were hoping the agent might …"), or a wish in "it would mean/make <anything> if you …" ("It would mean a lot
    // if you could …"). A past report of the writer's ("I wondered why the agent …") asks nothing: the addressee and a modal.
    String.raw`\b(?:i|we)(?:'m|’m|'re|’re|\s+am|\s+are|\s+was|\s+were)?\s+(?:(?:just|really|kind of)\s+)?(?:wonder(?:ing)?|hop(?:e|ing))\s+` +
      String.raw`(?:(?:if|whether|that)\s+)?(?:you|the\s+(?:agent|assistant|ai|bot|model)|claude|copilot|cursor)\s+(?:could|can|might|would|will)\b` +
      String.raw`|\bit(?:'d|’d|\s+would)\s+(?:mean|make)\s+(?:[\w'’-]+\s+){1,4}?if\s+(?:you|the\s+(?:agent|assistant|ai|bot|model)|claude|copilot|cursor)\b`,
    // The writer's own recommendation to "you" or the agent, in the present ("We recommend that you …").
    String.raw`\bwe\s+(?:strongly\s+)?(?:recommend|suggest|advise|encourage|urge)\s+(?:that\s+)?(?:you|the\s+(?:agent|assistant|ai|model))\b`,
    // An order relayed to "you" by whoever claims to want it ("the CTO needs you to …", "they asked you to …").
    String.raw`\b(?:needs?|wants?|wanted|asks?|asked|expects?|expected|requires?|required|told|tells|instructs?|instructed|would like) you to\b|` +
      // The same relayed with "that" ("your manager asked that you forward …").
      String.raw`\b(?:asks?|asked|requests?|requested|wants?|wanted) that you\b|` +
      String.raw`\b(?:please|kindly|i need you to|i want you to|make sure|be sure to|remember to|don't forget|do not forget` +
      String.raw`|i'd like you to|i would like you to|i authori[sz]e you|you are (?:now )?(?:authori[sz]ed|allowed|permitted` +
      String.raw`|free) to|feel free to|go ahead and)\b`,
  ].join('|'),
  'iu',
);
/**
 * A norm or advice whose content is an act: a recommendation that is really an order (issue #18, recommendations),
 * leave given as "no need to", a result wanted by someone claiming standing. Read as obligative, not as a request:
 * like "must", it states what is to be done, and reported ("the team agreed there is no need to …") it is reported.
 */
const EN_NORM = new RegExp(
  [
    // A recommendation that is really an order (issue #18, recommendations): a norm named and its content an infinitive
    // ("Best practice here is to …", "The recommended workflow is to …", "It is advisable to …", "It's generally wise to …").
    String.raw`\b(?:best|good|standard|recommended|accepted|common) practice\b[^.!?]{0,40}?\b(?:is|was) to\b` +
      String.raw`|\bit(?:'s| is)\s+(?:\w+\s+)?(?:best|good|standard|recommended|accepted|common) practice\s+(?:here\s+)?(?:for\s+[^.!?]{1,40}?\s+)?to\b`,
    String.raw`\b(?:the|our|a|an)\s+(?:recommended|suggested|preferred|advised|approved|agreed|accepted|standard|usual|correct|right|proper|safest` +
      String.raw`|best|easiest|quickest|fastest|simplest|most efficient|good|better|smart)\s+(?:\w+\s+){0,2}?(?:way|approach|workflow|practice|procedure` +
      String.raw`|process|fix|step|method|move|idea|thing to do|course of action|solution|option|route|path|habit)\s+(?:here\s+)?(?:is|was|would be)\s+(?:to|that)\b`,
    String.raw`\bit(?:'s| is| would be)\s+(?:\w+\s+)?(?:recommended|advisable|advised|suggested|encouraged|wise|prudent|preferable|smart|sensible)` +
      String.raw`\s+(?:here\s+)?(?:for\s+[^.!?]{1,40}?\s+)?(?:to|that)\b`,
    // Advice to "you" in the conditional ("Ideally you would …", "You may want to …", "You might find it easier to …").
    String.raw`\b(?:ideally|preferably|optimally)\b,?\s+(?:you|we|the\s+\w+)\s+(?:would|should|could)\b|\byou(?:'d| would| may| might| could)` +
      String.raw`\s+(?:want|wish|do well|be (?:wise|smart|better off))\s+to\b|\byou(?:'ll| will| may| might| could)\s+find\s+it\s+\w+er\s+to\b`,
    // Leave given as "no need": "so there is no need to ask", "you don't need to wait for review".
    String.raw`\b(?:there(?:'s| is)\s+)?no need (?:for (?:you|the \w+) )?to\b|\byou\s+(?:don't|do not|no longer|needn't)\s+(?:need|have)\s+to\b`,
    // A result wanted by whoever claims standing, the act in its past participle ("the CTO wants the release tagged and pushed").
    String.raw`\b(?:cto|ceo|ciso|cfo|vp|lead|manager|management|boss|client|owner|maintainers?|director|leadership|legal|security team|ops team` +
      String.raw`|they|he|she|someone|everyone)\s+(?:\w+ly\s+)?(?:needs?|wants?|expects?|would like|requires?)\s+(?:the|this|that|these|those|it|them|everything|all)\b(?:\s+[\w-]+){0,3}?` +
      String.raw`\s+(?:\w+ed|done|shipped|gone|out|pushed|merged|deleted|removed|disabled|turned off|switched off|sent|made public)\b(?!\s+(?:by|to be)\b)`,
  ].join('|'),
  'i',
);
// A hyphenated name is no negation (round 18C: the lint rule "no-eval", the flag "--no-verify", a "no-op").
const EN_NEGATION = /(?<![\w-])(?:never|not|no|don't|doesn't|won't|avoid|without|stop|nobody|nothing)(?![\w-])|n't\b/i;
/**
 * An exclusion written as a negated relative clause with a copula ("every branch that is not main", "que no sean main",
 * "qui ne sont pas main"): it narrows the object, so its negation is not the clause's. Removed before negation is read.
 */
const EXCLUSION = new RegExp(
  [
    String.raw`\b(?:that|which|who)\s+(?:(?:is|are|was|were)\s+not\b|(?:isn|aren|wasn|weren)['’]t\b)`,
    String.raw`(?<![\p{L}])que\s+n(?:o|ão|ao)\s+(?:sea|sean|es|son|esté|estén|seja|sejam|é|são)(?![\p{L}])`,
    String.raw`(?<![\p{L}])qui\s+ne\s+(?:sont|soit|soient|est)\s+pas(?![\p{L}])`,
    String.raw`(?<![\p{L}])che\s+non\s+(?:sia|siano|è|sono)(?![\p{L}])`,
    // "Without" and its act beyond English ("… sin avisar", "… sans prévenir", "… ohne zu fragen"): what is left out is the
    // dependent act; the clause's own verb is not negated by it (round 25; hazardClasses reads "without" the same way).
    // English keeps "without" as a negation marker: its rules read "without the user noticing" with the verb (EN_NEGATION).
    String.raw`(?<![\p{L}])(?:sin|sans|senza|sem|ohne|без)\s+(?:(?:zu|de|d['’]|a)\s+)?\p{L}+`,
  ].join('|'),
  'giu',
);
/** `clause` without its exclusions ({@link EXCLUSION}): what is left is read for a negation of the clause's own verb. */
function withoutExclusions(clause: string): string {
  return clause.replace(EXCLUSION, ' except ');
}
/**
 * What follows the agent noun of a rule about the agent: adverbs, then a verb in the third person or
 * a modal ("Claude does not ask", "the assistant always pushes", "Copilot may merge"). Anchored: in
 * "the assistant widget sends …" or "LLM demo test loads …" the noun is a modifier, not the subject.
 */
const EN_AGENT_VERB = new RegExp(
  String.raw`^[\s,)]*(?:(?:working|operating|running|used)\s+)?(?:(?:in|on|for)\s+(?:this|our|the)\s+(?:repo|repository|project|codebase|workspace|team)\s+)?` +
    String.raw`(?:(?:always|never|now|also|only|just|still|automatically|no longer|usually|simply|then` +
    String.raw`|here)\s+)*(?:does not|doesn't|will|won't|can|cannot|can't|may|might|is (?:allowed|permitted|authori[sz]ed` +
    String.raw`|free|expected|supposed|required|told|trusted|encouraged|welcome)|are (?:allowed|permitted|expected|trusted|free|encouraged` +
    String.raw`|authori[sz]ed|supposed|required|welcome)|gets to|[a-z]+s)\b`,
  'i',
);
/** Verbs that relay an order to the agent named after them ("asked that", "wants", "told"). */
const EN_RELAYED = new RegExp(
  String.raw`\b(?:asked|asks|wants|wanted|told|tells|expects|expected|requires|required|instructed|instructs|needs|needed` +
    String.raw`|would like|prefers|insists?|requested)\s+(?:that\s+)?(?:the\s+|all\s+|our\s+|any\s+)?$`,
  'i',
);
/**
 * A relay in the past whose subject is a text, not a person ("the planted instruction asked agents to …", "it told the
 * agent to …", "the README told agents to …"): a document's request reported, not an order passed on.
 */
const EN_REPORTED_RELAY = new RegExp(
  String.raw`(?:^|[^\p{L}])${TEXT_SUBJECTS}\s+(?:\w+\s+)?(?:asked|told|wanted|expected|required|instructed|requested)\s+` +
    String.raw`(?:that\s+)?(?:the\s+|all\s+|our\s+|any\s+)?$`,
  'iu',
);
/** What follows the agent of a relayed order: "to" and a verb, or a bare verb (subjunctive "that the agent send"). */
const EN_RELAYED_VERB = /^\s+(?:(?:always|never|also|just|now)\s+)*(?:to\s+)?(?:not\s+)?[a-z]+\b/i;
const EN_SECOND_PERSON = /\byou(?:'ll|'re)?\s+(?:(?:should|must|shall|will|need|have|are|can|may|always|never|no longer|now|just|also|simply)\b)/i;

/** Determiners that open a verb's object ("every", "the"): after a first word, that word is a verb. */
const EN_OBJECT_DETERMINER = /^(?:the|a|an|every|all|any|each|this|that|these|those|your|our|my|their|its)$/i;

/**
 * Prefixes an English verb takes with a hyphen ("Re-add", "Un-pin", "Auto-merge"): the verb is
 * read by its stem, which the tagger reads alone.
 */
const VERB_PREFIX = 're|pre|un|de|co|auto';
/** A clause that starts with a word, hyphen-prefixed or not: `record_har_content` or `POST /hooks` is a name, not a verb. */
const WORD_FIRST = new RegExp(`^(?:(?:${VERB_PREFIX})-)?[a-z]+(?:'[a-z]+)?(?=[\\s,.:;!]|$)`, 'i');
/** The hyphenated prefix of a verb. */
const PREFIXED = new RegExp(`^(?:${VERB_PREFIX})-(?=[a-z])`, 'iu');

/** An English clause's first verb read by the tagger: base form, not part of a compound subject. */
function englishImperative(clause: string): boolean {
  const words = clause.split(/\s+/u);
  let start = 0;
  while (start < words.length - 1 && EN_LEADING.has((words[start] as string).toLowerCase().replace(/[^a-z']/gu, ''))) start++;
  let rest = words.slice(start).join(' ');
  const prohibition = /^(?:do not|don't|never|do never)\s+/i.exec(rest);
  if (prohibition) rest = rest.slice(prohibition[0].length);
  // An order starts with a word: `record_har_content` or `POST /hooks` is a name, not a verb.
  if (!WORD_FIRST.test(rest)) return false;
  // "do" standing for the verb before it ("…, so do it without a PR"): the tagger reads it as an auxiliary.
  if (prohibition === null && /^do\s+(?:it|that|this|so|them|the same)\b/i.test(rest)) return true;
  // The tagger reads a sentence-initial verb as a noun; after "you" it reads it as a verb when it can be one.
  const firstWord = /^\S+/u.exec(rest)?.[0] ?? '';
  // A verb with a hyphenated prefix is the verb ("Re-add this note", "Un-pin it"): the tagger splits it, so it reads the stem.
  const stem = firstWord.replace(PREFIXED, '');
  const tagged = tagEnglish(`you ${stem.toLowerCase()}${rest.slice(firstWord.length, 200)}`);
  const [, first, second, third] = tagged;
  // A word the tagger calls a noun, right before a determiner, is a verb ("Whitelist every domain"): no noun is followed so.
  if (first && /^(?:NOUN|PROPN|ADJ|X)$/u.test(first.pos) && second && EN_OBJECT_DETERMINER.test(second.word) && !/[sd]$/i.test(first.word)) return true;
  if (!first || first.pos !== 'VERB' || first.word.toLowerCase() !== first.lemma.toLowerCase()) return prohibition !== null && first?.pos === 'VERB';
  // "Build artifacts land in dist/": a noun compound and its verb, not an order — unless the tagger,
  // reading the clause as written, still takes the first word for a verb ("Run npm install x").
  if (
    second &&
    (second.pos === 'NOUN' || second.pos === 'PROPN') &&
    third &&
    (third.pos === 'VERB' || third.pos === 'AUX') &&
    !/^(?:to|and|or)$/i.test(third.word)
  ) {
    return tagEnglish(rest.slice(0, 200))[0]?.pos === 'VERB';
  }
  return true;
}

/** Adverbial phrases of time that may open an English order ("From now on, …", "Going forward …"). */
const EN_LEAD_PHRASE = new RegExp(
  String.raw`^(?:from now on|going forward|henceforth|from here on|in (?:the )?future|starting (?:now|today|tomorrow)` +
    String.raw`|for (?:all|every|each) (?:future )?\w+|as agreed|as discussed|as always|in this (?:repo|repository|project` +
    String.raw`|workspace|codebase))\s*,?\s*`,
  'i',
);

/** Up to `limit` characters of `text` after the end of the word that runs through `from` ("agent|s must" → " must"). */
function afterWord(text: string, from: number, limit: number): string {
  const rest = text.slice(from, from + limit);
  return rest.slice(/^[\p{L}\p{N}_'’.-]*/u.exec(rest)?.[0].length ?? 0);
}

/**
 * One of the agent's own tools named as the instrument or the subject ("Use the Bash tool to …", "the WebFetch tool
 * posts …", "With the Edit tool, …"): what it does is done by the agent (issue #18, orders that name a tool).
 */
const EN_AGENT_TOOL = /\b(?:the\s+|your\s+|its\s+)?(?:[A-Z][A-Za-z]+|bash|shell|terminal|browser|fetch|mcp|file ?system|editor|search)\s+tools?\b/u;
/** A causative order: "Have the Read tool open …", "Let the bot post …", "Get the CI job to skip …". */
const EN_CAUSATIVE = /^(?:have|let|get)\s+(?:the|your|a|an|its)\s+(?:[\w.-]+\s+){1,3}?(?:to\s+)?[a-z]+\b/i;
/** A plural agent noun ("Agents working here …", "AI assistants …"): its verb has no -s. */
const EN_AGENT_PLURAL = /(?:agents|assistants|models|llms|ais)$/i;
/** What follows a plural agent noun: an optional participle phrase, adverbs, then the verb's first word. */
const EN_PLURAL_VERB =
  /^\s+(?:(?:working|operating|running|used)\s+(?:(?:in|on|for)\s+(?:this|our|the)\s+\w+\s+)?)?(?:(?:always|never|now|also|only|just|still|automatically|simply|then|here)\s+)*([a-z]+)\b/i;

/** True when the plural agent noun at `agent` is the subject of the verb after it ("Agents in this repo push tags …"). */
function pluralAgentVerb(clause: string, agent: RegExpExecArray): boolean {
  const word = /^[\p{L}]*/u.exec(clause.slice(agent.index + agent[0].length))?.[0] ?? '';
  if (!EN_AGENT_PLURAL.test(agent[0] + word)) return false;
  const verb = EN_PLURAL_VERB.exec(clause.slice(agent.index + agent[0].length + word.length, agent.index + agent[0].length + word.length + 80));
  if (!verb) return false;
  // The tagger reads the word after "they": a verb there is the plural agent's verb ("they push", not "they tags").
  const [first] = tagEnglish(`they ${verb[1]} ${clause.slice(verb.index + verb[0].length).slice(0, 40)}`).slice(1);
  return first?.pos === 'VERB' && first.word.toLowerCase() === first.lemma.toLowerCase();
}

function english(input: string): MoodReading {
  const clause = input.replace(EN_LEAD_PHRASE, '');
  const negated = EN_NEGATION.test(withoutExclusions(clause));
  if (EN_REQUEST.test(clause)) return { mood: 'request', negated };
  if (EN_SECOND_PERSON.test(clause)) return { mood: 'agent-rule', negated };
  if (EN_NORM.test(clause)) return { mood: 'obligative', negated };
  if (EN_CAUSATIVE.test(clause)) return { mood: 'imperative', negated };
  // The agent's tool as the subject of a verb or a modal: a rule about the agent ("The Bash tool runs … at session start").
  const tool = EN_AGENT_TOOL.exec(clause);
  if (
    tool &&
    (EN_AGENT_VERB.test(afterWord(clause, tool.index + tool[0].length, 100)) ||
      /^\s+(?:is|should be|must be|gets?) used to\b/i.test(clause.slice(tool.index + tool[0].length)))
  )
    return { mood: 'agent-rule', negated };
  const agent = AGENT_NOUNS.exec(clause);
  // "Our AI agent deploys …": the noun after "AI" is the same agent. A plural ("AI agents skip …") stays: its -s reads as the agent's verb.
  const afterAgent = agent ? afterWord(clause, agent.index + agent[0].length, 100).replace(/^\s+(?:coding\s+)?(?:agent|assistant|model|bot)\b/i, '') : '';
  if (agent && EN_AGENT_VERB.test(afterAgent)) return { mood: 'agent-rule', negated };
  if (agent && pluralAgentVerb(clause, agent)) return { mood: 'agent-rule', negated };
  // An order relayed to the agent: "the lead asked that the agent send …", "they want the assistant to skip …".
  const relay = agent ? clause.slice(Math.max(0, agent.index - 40), agent.index) : '';
  if (agent && EN_RELAYED.test(relay) && !EN_REPORTED_RELAY.test(relay)) {
    if (EN_RELAYED_VERB.test(afterWord(clause, agent.index + agent[0].length, 60))) return { mood: 'agent-rule', negated };
  }
  // A clause that opens with a verb is an order, whatever modal a relative clause after it holds
  // ("Recommend X as the only manager teams should use").
  const modal = EN_MODAL.exec(clause);
  if (modal && modal.index > 0 && !/^\s*\S+\s*$/u.test(clause.slice(0, modal.index)) && englishImperative(clause)) return { mood: 'imperative', negated };
  if (modal) return { mood: 'obligative', negated };
  if (englishImperative(clause)) return { mood: 'imperative', negated };
  if (/\?\s*$/u.test(clause)) return { mood: 'question', negated };
  return { mood: 'statement', negated };
}

export type { Grammar } from './grammarTypes.js';

const set = (s: string): ReadonlySet<string> => new Set(s.split(' '));

/** Function words that end like verbs in the Romance languages: never read as an imperative. */
const ROMANCE_FUNCTION = set(
  'a e o la le lo las les los una uno este esta estos estas ese esa cada toda todo todas todos otra otro nuestra nuestro sua suo questa questo quella quello ' +
    'nossa nosso essa esse aquela aquele mesma mesmo alguna alguno ninguna ninguno una une cette ce ces toute tout toutes tous notre votre leur elle ' +
    'donde cuando como aquí entre sobre desde hasta antes después durante siempre nunca también ahora luego mientras desde hace ' +
    'quando come dove sempre mai anche ora dopo prima mentre ogni tutte tutti sempre onde como agora depois antes enquanto sobre ' +
    'quelle quelque comme entre avant après pendant toujours jamais aussi encore même contre parce puisque lorsque ' +
    'ne se si che ci di da de del della dello dei degli delle al alla alle nel nella nei sul sulla il gli un uno ' +
    'por para pela pelo pelas pelos com sem uma umas uns ao aos às na nas no nos num numa dessa desse desta deste ' +
    'ele ela eles elas isso isto aquilo você vocês ella ellos ellas usted ustedes esto eso aquello nada nadie algo alguien',
);

/** Spanish irregular tú imperatives, alone or with a pronoun attached ("pon", "haz", "ponlo", "hazme", "dile"). */
/** French pronouns joined to an affirmative imperative by hyphens, one or two ("-la", "-les-moi", "-t-en"). */
const FR_ENCLITICS = /(?:-(?:t-)?(?:le|la|les|lui|leur|y|en|moi|toi|nous|vous|m['’]|t['’])){1,2}$/u;
const ES_IRREGULAR = /^(?:pon|haz|ven|ten|sal|di)(?:lo|la|los|las|le|les|me|nos)?$/u;

function romanceImperative(endings: RegExp, infinitive: RegExp): Grammar['imperative'] {
  return (words) => {
    const first = words[0] ?? '';
    if (first.length < 3 || ROMANCE_FUNCTION.has(first)) return false;
    return endings.test(first) || infinitive.test(first);
  };
}

/** German words that start a statement and are followed by an article: never a du-imperative. */
const DE_FUNCTION = set(
  'der die das den dem des ein eine einen einem in im an am auf aus bei mit nach von vor zu zum zur für über ' +
    'unter um durch gegen ohne seit wenn weil dass ob als wie wo was wer es er sie wir ihr ich du man dann danach ' +
    'hier dort heute immer nie auch nur noch schon jetzt alle diese dieser jeder jede keine gerne bitte ohne ende ' +
    'seite grenze',
);

/**
 * Turkish second-person imperatives are the bare verb stem ("yapıştır", "bırak", "gönder"): no
 * ending tells them, so the common stems of orders are listed, with the -la/-le verbs made from
 * loan words ("pushla", "commitle"). A stem ends the clause (Turkish puts the verb last).
 */
const TR_BARE_IMPERATIVE = new RegExp(
  [
    '^(?:yapıştır|bırak|gönder|sil|kapat|ekle|çalıştır|kaldır|aç|yaz|koy|kopyala|yükle|ver|paylaş|değiştir|atla|kullan|oku|göster|yayınla|ilet',
    '|aktar|gizle|sakla|unut|kaydet|getir|indir|kur|birleştir|onayla|geç|ayarla|yönlendir|devre dışı bırak|etkinleştir|engelle|durdur|at',
    // A loan verb with "et" or "yap" ("push et", "merge et", "deploy yap"): the helper verb is the order.
    '|et|edin|yap|yapın)$',
    '|^[a-z]{3,}(?:la|le)$',
  ].join(''),
  'u',
);

/**
 * A request in the conditional ("it would be great if you could …") in the languages that build it with a copula and an
 * adjective of approval, or with "if you could" alone (German puts it in its own clause after a comma: "…, wenn du … könntest").
 */
const CONDITIONAL_REQUEST: Partial<Record<Language, RegExp>> = {
  es: /ser[íi]a (?:\p{L}+ )?(?:genial|bueno|ideal|estupendo|perfecto) (?:si|que)/iu,
  fr: /ce serait (?:\p{L}+ )?(?:bien|génial|super|parfait|idéal|top|sympa) (?:si|que)/iu,
  de: /es wäre (?:\p{L}+ )?(?:toll|schön|super|gut|nett|ideal|prima|klasse),? wenn|\bwenn (?:du|sie|ihr)\b[^.!?]*\b(?:könntest|könnten|könntet|würdest|würden)[.!]?$/iu,
  it: /sarebbe (?:\p{L}+ )?(?:bello|ottimo|utile|perfetto|fantastico|bene) (?:se|che)/iu,
  pt: /seria (?:\p{L}+ )?(?:ótimo|bom|legal|ideal|perfeito) (?:se|que)/iu,
  ru: /было бы (?:\p{L}+ )?(?:здорово|хорошо|отлично|неплохо|замечательно),? если/iu,
};

const FIRST_GRAMMARS: Readonly<Record<Exclude<Language, 'en' | GrammarLanguage>, Grammar>> = {
  es: {
    request: /por favor|¿?podr[íi]as?\b|¿?puedes\b|¿?podría usted|te pido|le pido|te ruego|sería tan amable|necesito que|quiero que/iu,
    obligative:
      /\b(?:debes|debe|deben|debería|deberías|tienes que|tiene que|tienen que|hay que|es necesario|se debe|necesitas|está obligad[oa]|es obligatorio)\b/iu,
    negation: /\b(?:no|nunca|jamás|sin|ninguna?)\b/iu,
    leading: set('por favor siempre nunca no también ahora luego después además simplemente solo sólo y jamás'),
    clitics: set('le les lo la los las me te se nos os'),
    // The irregular tú imperatives are short and end like no regular one ("Pon …", "Haz …", "Ponlo …").
    imperative: (words, clause) =>
      ES_IRREGULAR.test(words[0] ?? '') ||
      romanceImperative(/(?:[aeá]|ad|ed|id|[aeá](?:lo|la|le|los|las|me|nos|selo|sela))$|(?:es|as)$/u, /(?:ar|er|ir)(?:lo|la|le|los|las|se)?$/u)(words, clause),
  },
  fr: {
    request:
      /s'il (?:te|vous) pla[iî]t|veuillez|pourriez-vous|pourrais-tu|merci de|je vous prie|auriez-vous l'amabilité|peux-tu|pouvez-vous|j'ai besoin que|je veux que/iu,
    obligative: /\b(?:il faut|vous devez|tu dois|doit|doivent|devez|devrait|devriez|est tenue? de|sont tenus de|obligatoire(?:ment)?|il est impératif)\b/iu,
    negation: /\bne\b|\bn['’]|\bjamais\b|\bpas\b|\bsans\b|\baucun/iu,
    leading: set("toujours jamais ne pas aussi maintenant ensuite puis désormais simplement et surtout n'"),
    clitics: set('le la les lui leur y en me te se nous vous'),
    imperative: (words, clause) => {
      if (/^ne pas\s/i.test(clause) || /^n['’]\p{L}+\s+(?:pas|jamais)\b/iu.test(clause)) return true;
      // The affirmative imperative joins its pronouns after it with hyphens ("Enregistre-la", "Envoie-les-moi"; round 30).
      const [first = '', ...others] = words;
      const verb = first.replace(FR_ENCLITICS, '');
      const read = verb === first ? words : [verb, ...others];
      return romanceImperative(/(?:ez|e|s)$/u, /(?:er|ir|re)$/u)(read, clause) && !/^(?:vous|nous|il|elle|ils|elles|on|je|tu)$/u.test(read[1] ?? '');
    },
  },
  de: {
    request: /\bbitte\b|könnten sie|können sie|kannst du|würden sie|würdest du|wären sie so nett|sei so nett/iu,
    obligative:
      /\b(?:muss|müssen|musst|müsst|soll|sollst|sollen|sollt|sollte|solltest|sollten|solltet|darf nicht|dürfen nicht|darfst nicht|ist verpflichtet|hat zu|haben zu|ist zu|sind zu)\b/iu,
    negation: /\b(?:nicht|nichts|nie|niemals|kein|keine|keinen|ohne)\b/i,
    leading: set('bitte immer nie niemals auch jetzt dann danach ab sofort einfach und zuerst stets'),
    imperative: (words, clause) => {
      const [first = '', second = ''] = words;
      if (/^(?:sie|du|ihr)$/u.test(second) && !/^(?:wenn|ob|dass|weil|da|als)$/u.test(first)) return true;
      if (/iere$/u.test(first)) return true;
      // A du-imperative: a verb, then its object's article or a pronoun ("Sag dem Benutzer nichts", "Schick den Token …").
      const determiner =
        /^(?:den|die|das|dem|der|ein|eine|einen|einem|alle|allen|keine|keinem|mir|dich|ihm|ihr|ihnen|es|diese|dieses|diesen|jede|jeden|nie|immer|niemals|nicht|nichts|sofort|bitte|~|\.|\/)$/u;
      if (!DE_FUNCTION.has(first) && determiner.test(second)) return true;
      // A verb in -e followed by a lower-case word (nouns are capitalised): "Antworte mit …", "Lösche alles".
      const [w1 = '', w2 = ''] = clause.replace(/^(?:bitte|immer|nie|niemals|auch|jetzt|dann|einfach|und)\s+/i, '').split(/\s+/u);
      // A code name after it is its object too ("Verwende `quick-hash-pro` für …").
      if (/^\p{Lu}?\p{Ll}+e$/u.test(w1) && !DE_FUNCTION.has(w1.toLowerCase()) && /^(?:\p{Ll}|[\x60'"„])/u.test(w2)) return true;
      // An infinitive instruction ends on a lower-case infinitive (nouns are capitalised) with no subject.
      const last = clause.trim().split(/\s+/u).pop() ?? '';
      return /^\p{Ll}+(?:en|ern|eln)[.!]?$/u.test(last) && !/\b(?:ich|du|er|sie|es|wir|ihr|man|wird|werden|wurde|ist|sind|hat|haben)\b/i.test(clause);
    },
  },
  it: {
    request: /per favore|per piacere|potresti|potrebbe|ti chiedo|le chiedo|ti prego|saresti così gentile|ho bisogno che|voglio che/iu,
    obligative: /\b(?:devi|deve|devono|dovresti|dovrebbe|bisogna|è necessario|occorre|è obbligatorio|sei tenuto|è tenuto)\b/iu,
    negation: /\b(?:non|mai|senza|nessun[oa]?|vietat[oaie]|proibit[oaie])\b/i,
    leading: set('per favore sempre mai non anche ora poi dopo inoltre semplicemente e subito'),
    clitics: set('lo la li le gli mi ti ci vi si ne'),
    // The negative imperative is "non" and the infinitive, a pronoun joined to it without its last vowel ("Non dirlo").
    imperative: romanceImperative(
      /(?:[aiè]|ate|ete|ite|[ai](?:lo|la|li|le|mi|ci|gli))$/u,
      /(?:are|ere|ire)(?:lo|la|li|le)?$|[aei]r(?:lo|la|li|le|gli|ne|glielo)$/u,
    ),
  },
  pt: {
    request: /por favor|poderia|você pode|podes|pode\s|gostaria que|peço que|seria possível|preciso que|quero que/iu,
    obligative: /\b(?:deve|devem|deves|você deve|tem que|tem de|têm que|é preciso|é necessário|precisa|precisam|é obrigatório)\b/iu,
    negation: /\b(?:não|nunca|jamais|sem|nenhum[a]?)\b/iu,
    leading: set('por favor sempre nunca não também agora depois além disso simplesmente e'),
    clitics: set('o a os as lhe lhes me te se nos'),
    imperative: romanceImperative(/(?:[ae]|[ae](?:-o|-a|-os|-as|-me|-nos|-lhe))$|(?:es|as)$/u, /(?:ar|er|ir)$/u),
  },
  ru: {
    request: /пожалуйста|не могли бы|не мог бы|можешь ли|можете ли|прошу|будь добр|будьте добры/iu,
    obligative: /(?<![\p{L}])(?:нужно|надо|должен|должна|должно|должны|следует|необходимо|обязан|обязана|обязаны|обязательно)(?![\p{L}])/iu,
    negation: /(?<![\p{L}])(?:не|никогда|нельзя|без|ни)(?![\p{L}])/iu,
    leading: set('пожалуйста всегда никогда не также теперь затем потом сразу просто и отныне'),
    imperative: (words) => {
      const first = words[0] ?? '';
      return (
        first.length >= 3 && /(?:ите|йте|ьте|ай|яй|ей|уй|ой|[^аеёиоуыэюя\s]и|ь|ть|ти|ться|тись)$/u.test(first) && !/(?:ости|ении|ании|ции|ии)$/u.test(first)
      );
    },
  },
  tr: {
    request: /lütfen|rica ederim|rica ediyorum|(?:ebilir|abilir) mi(?:sin|siniz)/iu,
    obligative: /(?:mal[ıi]|mel[ıi])(?:s[ıi]n(?:[ıi]z)?|d[ıi]r|y[ıi]z)?(?![\p{L}])|(?<![\p{L}])(?:gerek(?:ir|iyor)?|lazım|zorunda|zorunlu)(?![\p{L}])/iu,
    negation: /(?<![\p{L}])(?:asla|hiçbir|hiç|değil|yok|olmadan)(?![\p{L}])|m[ae](?:y[ıiuü]n(?:[ıi]z)?|s[ıi]n|d[ae]n)?(?![\p{L}])/iu,
    leading: set('lütfen her zaman asla hiçbir ayrıca şimdi sonra hemen ve'),
    // Turkish puts the verb last: a polite or plain imperative, a negative imperative, or a third-person order (-sın).
    imperative: (_words, clause) => {
      const last = (clause.trim().split(/\s+/u).pop() ?? '').replace(/[.!]+$/u, '');
      if (TR_BARE_IMPERATIVE.test(last)) return true;
      return /(?:[ıiuü]n(?:[ıi]z)?|y[ıiuü]n(?:[ıi]z)?|m[ae]y[ıiuü]n(?:[ıi]z)?|s[ıiuü]n(?:lar)?|m[ae]|mak|mek)$/u.test(last) && last.length > 3;
    },
  },
  zh: {
    // "No need to …" (不用, 无需, 不必) gives leave as a request does ("no need to" in English).
    request: /请|麻烦|能否|可否|劳驾|拜托|^(?:不用|无需|无须|不必)/u,
    obligative: /必须|务必|应该|应当|需要|一定要|得要|要求|只能|一律|你(?:可以|要|得|能)/u,
    negation: /不|别|勿|禁止|没有|无需|无须|从不/u,
    leading: set(''),
    imperative: (_words, clause) =>
      /^(?:不要|别|切勿|千万|永远|总是|始终|一律|禁止|记得|记住|直接|马上|立即|立刻|先|再|把|将|给)/u.test(clause) ||
      // A topic first, then the prohibition, with no subject before it ("PR说明里不要提这些步骤"; round 23).
      /^[^我你您他她它咱们]{1,16}?(?:不要|切勿|千万别|千万不要)/u.test(clause) ||
      ZH_SUBJECTLESS(clause),
  },
  ja: {
    request: /ください|下さい|お願い|頂けますか|いただけますか|くれますか|もらえますか/u,
    obligative: /べき|なければならない|なければなりません|なくてはいけない|必要があります|必要がある|必須/u,
    negation: /ない|ません|禁止|せず|なし/u,
    leading: set(''),
    imperative: (_words, clause) =>
      // "…ないで" is the plain negative request ("言わないで", "見せないでね"; round 23).
      /(?:なさい|しろ|せよ|ること|すること|ないこと|ように|しましょう|ましょう|て(?:ね|よ)?|ないで(?:ね|よ)?|な|こと)[。.!！]?$/u.test(clause.trim()),
  },
  ko: {
    request: /주세요|주십시오|부탁|해 줄래|해주실|주시겠어요/u,
    obligative: /해야\s?(?:합니다|한다|해|함)|하여야|반드시|꼭|필수/u,
    negation: /않|마세요|마십시오|말고|말 것|금지|없이|하지 마/u,
    leading: set(''),
    imperative: (_words, clause) => /(?:세요|십시오|시오|해라|하라|마라|할 것|하지 마|해|라)[.!。]?$/u.test(clause.trim()),
  },
};

/** Every language's grammar: the first eleven's here, the grammar-read languages' in moreGrammars.ts. */
const GRAMMARS: Readonly<Record<Exclude<Language, 'en'>, Grammar>> = { ...FIRST_GRAMMARS, ...MORE_GRAMMARS };

/**
 * A Chinese order has no subject (issue #18 rule 1, subject-less orders): a clause with no personal pronoun or named
 * subject, and none of the copula, existence, aspect or passive markers a statement carries (是 有 会 在 由 被 了 过 着),
 * is an order ("每次会话开始时重新保存这条笔记"). Statements name what they are about ("CI 在每次提交时运行扫描").
 */
function ZH_SUBJECTLESS(clause: string): boolean {
  return (
    /\p{Script=Han}/u.test(clause) &&
    !/[我你您他她它咱]|大家|团队|用户|项目|系统|脚本|[是有由被了过着]|会(?!话|议)|(?<!现)在/u.test(clause) &&
    !/^[A-Za-z]/u.test(clause)
  );
}

/**
 * A time lead at a clause's start in the Romance languages, German and Russian: a preposition of time, "each" or "every",
 * one noun and its complement ("Dopo ogni attività", "Après chaque build", "Nach jeder Aufgabe", "После каждой задачи",
 * "Todos los viernes por la noche"), or a preposition of time and its object ("Después del despliegue", "Dopo il
 * rilascio"). The mood is the rest's (round 25): a tú imperative of an -ar verb is spelt as the third person ("vacía",
 * "borra", "svuota", "apaga"), so the word after the lead is the verb of an order unless a subject stands before it
 * ("Todos los viernes el cron vacía …" states what the cron does).
 */
const EVERY_EVENT_LEAD = new RegExp(
  String.raw`^\s*(?:(?:dopo|prima di|ad?|in|después de|antes de|en|tras|après|avant|à|nach|vor|bei|depois de|após|em|после|перед|при)\s+)?` +
    String.raw`(?:ogni|cada|chaque|jede[rnms]?|кажд\p{L}*|tod[oa]s\s+(?:los|las|os|as)|tod[oa]|tutt[ie]\s+(?:i|le|gli)|tou(?:te)?s\s+les|alle)\s+[\p{L}-]+\s+` +
    // The event's own complement ("cada viernes por la noche", "tous les soirs à minuit"): a preposition, an article, a word.
    String.raw`(?:(?:por|de|del|a|al|en|di|della|alle?|à|du|de la|às?|da|do|am|um)\s+(?:(?:la|el|los|las|le|il|les|o|a|os|as|der|die|das|dem)\s+|l['’]\s*)?[\p{L}\d:-]+\s+)?` +
    // A time preposition and its object ("después del despliegue", "après la mise en production", "dopo il rilascio").
    String.raw`|^\s*(?:después|antes|tras|dopo|prima|après|avant|depois|após|durante|pendant|während|nach|vor)\s+` +
    String.raw`(?:(?:de la|de|del|di|della|dello|du|des|do|da|dos|das)\s+|dell['’]\s*)?` +
    String.raw`(?:(?:la|el|los|las|il|lo|le|les|o|a|os|as|der|die|das|dem|den|un|una|une|um|uma)\s+|l['’]\s*)?[\p{L}-]+\s+` +
    // The object's own complement ("del cierre de mes", "après la fin du sprint").
    String.raw`(?:(?:de|del|di|du|do|da|des)\s+(?:(?:la|el|los|las|il|le|les|o|a|os|as)\s+|l['’]\s*)?[\p{L}-]+\s+)?`,
  'iu',
);

/** The languages whose imperative test reads the clause as written (case, or the verb last), not its words. */
const VERB_LAST_WRITTEN: ReadonlySet<Language> = new Set(['zh', 'ja', 'ko', 'de', 'tr', 'hi', 'bn', 'fa', 'th', 'vi']);

/** Splits `clause` into lower-case words and drops the leading words of `grammar`. */
/** The negations after which a Romance object pronoun may stand before the verb ({@link Grammar.clitics}). */
const CLITIC_NEGATIONS = new Set(['no', 'nunca', 'jamás', 'ne', "n'", 'jamais', 'non', 'mai', 'não']);

function wordsAfterLeading(clause: string, leading: ReadonlySet<string>, clitics?: ReadonlySet<string>): { words: string[]; rest: string } {
  const words = clause
    .toLowerCase()
    .split(/[\s,:;]+/u)
    .map((w) => w.replace(/[.!?…。！？"'“”«»]+$/u, ''))
    .filter(Boolean);
  let i = 0;
  let negation = false;
  for (; i < words.length - 1; i++) {
    const w = words[i] as string;
    if (leading.has(w)) negation ||= CLITIC_NEGATIONS.has(w);
    else if (!(negation && clitics?.has(w))) break;
  }
  if (i + 1 < words.length && leading.has(`${words[i]} ${words[i + 1]}`)) i += 2;
  const tail = words.slice(i);
  return { words: tail, rest: tail.join(' ') };
}

/**
 * The prohibitive that opens a negative order in the grammar-read languages (each grammar's own: Malay and Indonesian
 * "jangan", "usah", Vietnamese "đừng", "chớ", Thai "อย่า", Hebrew "אל" before a future form, Hungarian "ne", Finnish "älä",
 * "älkää", Swahili "usi-"); any verb after it is the order's (round 29).
 */
const PROHIBITIVE_FIRST: Partial<Record<Language, RegExp>> = {
  id: /^(?:jangan|usah)\s+\p{L}/iu,
  vi: /^(?:đừng|chớ)\s+\p{L}/iu,
  th: /^อย่า\p{L}/u,
  he: /^אל\s+ת\p{L}/u,
  hu: /^ne\s+\p{L}/iu,
  fi: /^(?:älä|älkää)\s+\p{L}/iu,
  sw: /^usi\p{L}{2,}/iu,
};

/** True when `clause` holds a negation in `language` (cheap: no tagging). Never throws. */
export function negationOf(clause: string, language: Language): boolean {
  const own = withoutExclusions(clause);
  if (language === 'en') return EN_NEGATION.test(own);
  return GRAMMARS[language].negation.test(language === 'el' || language === 'he' ? unmarked(own) : own);
}

/**
 * Reads the mood of one clause in `language` (see {@link Mood}). Never throws.
 *
 * @param clause - one clause or sentence, bullets and labels already removed
 * @param language - the clause's language (see `languageOf`)
 */
export function moodOf(said: string, language: Language): MoodReading {
  if (language === 'en') return english(said);
  // Greek and Hebrew are read without accents and points (moreGrammars.ts).
  const clause = language === 'el' || language === 'he' ? unmarked(said) : said;
  const g = GRAMMARS[language];
  const negated = g.negation.test(withoutExclusions(clause));
  if (g.request.test(clause) || CONDITIONAL_REQUEST[language]?.test(clause)) return { mood: 'request', negated };
  const agent = AGENT_NOUNS.test(clause) || (language in MORE_GRAMMARS && MORE_AGENT_NOUNS.test(clause));
  if (g.obligative.test(clause)) return { mood: agent ? 'agent-rule' : 'obligative', negated };
  // A clause that opens on the language's prohibitive word is a negative order (round 29: "Jangan tanya …", "Ne kérdezd …").
  if (PROHIBITIVE_FIRST[language]?.test(clause.trim())) return { mood: 'imperative', negated: true };
  const { words, rest } = wordsAfterLeading(clause, g.leading, g.clitics);
  // German reads case (nouns are capitalised): it gets the clause as written; Romance rules read the words.
  const written = VERB_LAST_WRITTEN.has(language) ? clause.trim() : rest;
  if (g.imperative(words, written)) return { mood: 'imperative', negated };
  if (agent) return { mood: 'agent-rule', negated };
  // An every-event lead with no comma after it ("Dopo ogni attività salva …", "После каждой задачи сохраняй …"): the
  // order follows it, so the rest is read as a clause of its own (round 22; English reads it with the tagger).
  const lead = EVERY_EVENT_LEAD.exec(clause);
  if (lead && lead[0].length < clause.length) {
    const rest = moodOf(clause.slice(lead[0].length), language);
    if (isDirective(rest.mood)) return { mood: rest.mood, negated };
  }
  if (/[?？]\s*$/u.test(clause)) return { mood: 'question', negated };
  return { mood: 'statement', negated };
}
