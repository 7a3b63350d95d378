#!/usr/bin/env node
import { endQuietlyOnClosedPipe } from './closedPipe.js';
import { main } from './main.js';

endQuietlyOnClosedPipe();
await main(process.argv);
