// Bundled by bench/durable.mjs: core and store-fs from source.
export * as core from '@cairn/core';
export * as fs from '../src/index.js';
