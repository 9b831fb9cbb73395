/** Where "Become a seller" leads (navbar, footer, home, how it works): registration with the seller switch on. */
export const BECOME_SELLER_PATH = '/register?seller=1';
