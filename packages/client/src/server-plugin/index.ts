export { Client, type ClientOptions, type ClientPlugin, type ClientPluginHost } from './client.ts';
