export { client } from './moved-client.ts';
export { Client, type ClientOptions, type ClientPlugin, type ClientPluginHost } from './server-plugin/index.ts';
