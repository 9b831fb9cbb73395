/**
 * The public face of the operator feature: the operators' console on the server, every /operator/*
 * route (app.ts registers them). It sits above reports, order-life and jurisdictions and calls only
 * their index.ts; it keeps no table of its own.
 */
export { operatorRoutes } from './operator.routes.ts';
