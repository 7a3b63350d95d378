import { CoreError, ErrorCode, PERSON_ACTS, type PersonProof } from '@cairn/core';

/**
 * The person port of a surface no person drives (the MCP server, a script using the API):
 * nobody is present and every person's act is refused.
 */
export function noPersonProof(surface: string): PersonProof {
  return {
    present: () => false,
    async sign(request) {
      throw new CoreError(
        ErrorCode.HUMAN_CHANNEL_REQUIRED,
        `Refused to ${PERSON_ACTS[request.act].summary} through ${surface}: it is a person's act. The person runs \`cairn\` in a terminal, or uses the Cairn view in VS Code.`,
      );
    },
  };
}
