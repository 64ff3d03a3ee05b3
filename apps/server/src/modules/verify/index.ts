/**
 * The verification module's front door (floor 7, see modules/README.md): the desk where a store's
 * verifier checks pickup and virtual goods codes once, and its records (issue 17).
 */
import { modulePlugin } from '../module-plugin';
import { verifyRoutes } from './verify.routes';

export const verifyModule = modulePlugin([verifyRoutes]);
