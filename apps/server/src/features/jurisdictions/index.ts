/**
 * The public face of the jurisdictions feature: the operators' rules per buyer country, which the
 * operator feature's routes list, set and remove, and the one question other features ask (which
 * purposes may a buyer of this country order).
 */
export {
  allowedPurposesFor,
  listJurisdictionRules,
  removeJurisdictionRule,
  setJurisdictionRule,
} from './jurisdictions.service.ts';
