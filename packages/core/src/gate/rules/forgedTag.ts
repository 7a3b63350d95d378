import { reCase, re } from '../lexicon.js';
import { rule, type GateRule } from '../rule.js';

/*
 * Forged tags: markup and special tokens that try to close the container a memory is shown
 * in (</memory>, </tool_result>, the digest fence) or open a new turn (<system>, <|im_start|>,
 * [INST], <<SYS>>). Tag names match in lower case or in capitals only: `<System>` and `<User />`
 * are React components, `<input>` and `<output>` are HTML elements, and neither is flagged.
 * The code-fence case (``` followed by an order) is decided in detect.ts, where the other
 * categories' matches are known.
 */

const NAMES = [
  'memory',
  'memories',
  'memory_context',
  'memory-context',
  'system',
  'system-prompt',
  'system_prompt',
  'systemprompt',
  'sys',
  'assistant',
  'user',
  'developer',
  'human',
  'instructions',
  'instruction',
  'tool_result',
  'tool-result',
  'toolresult',
  'tool_results',
  'tool_call',
  'tool-call',
  'tool_use',
  'tool_output',
  'tool_response',
  'function_results',
  'function_result',
  'function_calls',
  'function_call',
  'function_response',
  'context',
  'untrusted',
  'untrusted_data',
  'untrusted-data',
  'untrusted_content',
  'remembered-data',
  'remembered_data',
  'remembered',
  'cairn',
  'cairn-memory',
  'cairn_memory',
  'cairn-digest',
  'digest',
  'data_block',
  'document_content',
  'documents',
  'document',
  'search_results',
  'search_result',
  'im_start',
  'im_end',
  'prompt',
  'admin',
  'policy',
  'conversation',
  'thinking',
  'scratchpad',
  'reasoning',
  'turn',
  'start_of_turn',
  'end_of_turn',
  'instructions_override',
  'rules',
  'observation',
  'response',
  'answer',
  'message',
  'messages',
];
const NAME_ALT = [...NAMES, ...NAMES.map((n) => n.toUpperCase())].sort((a, b) => b.length - a.length).join('|');

const RULES: GateRule[] = [
  // <memory>, </memory>, < /system >, <system>, <SYSTEM_PROMPT attr="…">
  rule('forged-tag', 'prompt-tag', '<', reCase(String.raw`<\s*/?\s*(?:[a-z]{1,12}:)?(?:${NAME_ALT})(?=[\s/>])[^<>\n]{0,200}>`)),
  // <system-reminder>, <assistant_note>, <instructions-override>: a prompt role with a suffix
  rule(
    'forged-tag',
    'prompt-tag-suffixed',
    '<',
    reCase(
      String.raw`<\s*/?\s*(?:system|assistant|developer|instructions|memory|prompt|SYSTEM|ASSISTANT|DEVELOPER|INSTRUCTIONS|MEMORY|PROMPT)[-_][a-zA-Z_-]{1,30}(?=[\s/>])[^<>\n]{0,200}>`,
    ),
  ),
  // ChatML / Llama / Gemma special tokens
  rule(
    'forged-tag',
    'special-token',
    '<| [inst [/inst <<sys <</sys _of_turn endoftext eot_id begin_of_text header_id',
    re(
      String.raw`<\|\s*[a-z_][a-z0-9_]{1,30}\s*\|>|\[/?INST\]|<</?SYS>>|</?s>\s*\[INST|<(?:start|end)_of_turn>|<\|?(?:endoftext|eot_id|begin_of_text|start_header_id|end_header_id)\|?>`,
    ),
  ),
  // a line that pretends the data ended: "=== END OF MEMORY ===", "--- end of context ---"
  rule(
    'forged-tag',
    'end-of-data',
    'end begin start close closing',
    re(
      String.raw`(?:^|[\n\r])[ \t#=*\-_>\[]*(?:end of|end|begin|start of|close|closing)[ \t_\-]+(?:the[ \t]+)?(?:memory` +
        String.raw`|memories|remembered data|data|context|document|system prompt|instructions|untrusted (?:content|data|input)` +
        String.raw`|tool (?:output|result)|user input|input|conversation|digest)[ \t#=*\-_.\]]*(?=[\n\r]|$)`,
    ),
  ),
  // CDATA and comment closers used to break out of an XML/HTML container
  rule('forged-tag', 'container-close', ']]> -->', re(String.raw`\]\]>\s*<|-->\s*<\s*/?\s*(?:system|assistant|user|instructions?)`)),
];

/** Forged-tag rules (language-neutral markup). */
export const FORGED_TAG_RULES: readonly GateRule[] = RULES;
