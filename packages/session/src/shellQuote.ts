// One rule for a shell word, kept in core (its system errors' fixes use it too).
export { shellQuote } from '@cairn/core';
