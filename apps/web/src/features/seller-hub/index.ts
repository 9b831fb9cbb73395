/** The Seller Hub's links, which its navbar and phone menu (app/layouts) show. */
export { isActiveLink, SELLER_MESSAGES_PATH, SELLER_NAV_LINKS } from './seller-links.ts';
