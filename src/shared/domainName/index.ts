export {
  describeLabelIssue,
  isAscii,
  labelForms,
  labelIssue,
  labelProblem,
  mapLabel,
  MAX_DOMAIN_LENGTH,
  MAX_LABEL_LENGTH,
  toAsciiLabel,
  toUnicodeLabel,
} from './domainLabel';
export type { LabelForms, LabelIssue } from './domainLabel';
export { createTldSet, normaliseTld, tldShapeProblem, unicodeTld } from './tldSet';
export type { TldSet } from './tldSet';
export {
  asciiDomainName,
  normaliseDomainText,
  parseDomainName,
  parseSearchEntry,
  splitEntries,
} from './domainInput';
export type { DomainName, Parsed, SearchEntry } from './domainInput';
