/**
 * The whole app's routes (layouts, guards, lazy pages), for the feature tests that open a screen
 * as a person would reach it. Features do not import app/; their tests take the routes from here.
 */
export { routes } from '../app/router.tsx';
