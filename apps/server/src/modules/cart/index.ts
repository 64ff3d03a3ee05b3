/** The cart module's front door (floor 5, see modules/README.md): the member's cart and its calls. */
import { modulePlugin } from '../module-plugin';
import { cartRoutes } from './cart.routes';

export const cartModule = modulePlugin([cartRoutes]);

export { addToCart, cartItemsOf, removeCartLines } from './cart.service';
