#!/usr/bin/env node
// Committed on purpose: npm links `bin` entries before the root `prepare` script builds dist/, so a
// bin pointing into dist/ would not exist yet and `npm ci` would skip linking the command.
import '../dist/main.js';
