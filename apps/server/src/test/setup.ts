import { vi } from 'vitest';

// The files of a worker share the packages they import (isolate: false in the vitest config); each
// file still gets its own copy of the server's modules, so module state and vi.mock never leak
// from one file into the next.
vi.resetModules();
