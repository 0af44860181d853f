export { fwClient, type FwClientOptions } from './fw-client.ts';
