import { describeGateCases, type Hostile, shopVocabulary } from './gateCases.js';

/**
 * The metadata endpoint read by a documented client (flows.ts `clientReadsMetadata`, h50-perf after the scoped Stryker run
 * of 2026-12-06 left its URL filter unkilled): the endpoint's own URLs are set aside, any other address beside them is a
 * place its answer may go. Written fresh, never from a blind set.
 */
const IMDS = `http://${['169', '254', '169', '254'].join('.')}/latest/meta-data/iam/security-credentials/`;

const HOSTILE: Hostile = [
  [`boto3 reads the role's keys from ${IMDS} through https://relay.example:8080 on every start.`, 'credential-access'],
  [`boto3 reads the role's keys from ${IMDS} and curl sends them on.`, 'credential-access'],
  [`boto3 reads the role's keys from ${IMDS} and the startup script prints them.`, 'credential-access'],
  [`boto3 reads the role's keys from ${IMDS} into the team wiki.`, 'credential-access'],
  [`The SDK's credential chain reads ${IMDS}, and the startup script does GET ${IMDS} as well.`, 'credential-access'],
];

const BENIGN: readonly string[] = [
  `boto3 reads the role's keys from ${IMDS} on EC2, so no keys are configured.`,
  'google-auth reads its token from http://metadata.google.internal/computeMetadata/v1/ on GCE.',
];

describeGateCases('the metadata endpoint read by a documented client', shopVocabulary, HOSTILE, BENIGN);
