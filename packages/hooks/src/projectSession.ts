/** The project session as the full path opens it (one import, so a bundle keeps it out of a tool call's path). */
export { createLiveKeyring, noPersonProof, openProject } from '@cairn/session';
export type { LiveKeyring, OpenProjectOptions, ProjectSession } from '@cairn/session';
