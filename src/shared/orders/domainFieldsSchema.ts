import { z } from 'zod';
import { domainFieldNameProblem } from '../domainFields';
import { lineText } from '../ipc/inputText';
import type { FieldIssue } from '../rules/fieldIssue';
import { withRule } from '../rules/ruleSchema';

/** The rules every single-line text crossing the bridge follows, for a field's name. */
const nameText = lineText(100);

/**
 * What is wrong with each name, in the words the cart's editor shows (the shared
 * `domainFieldNameProblem` first), on the name's own path (`domainfields.<name>`). Checked
 * here rather than as the record's key schema, which zod would report only as "Invalid key
 * in record".
 */
function nameIssues(fields: Readonly<Record<string, string>>): FieldIssue[] {
  return Object.keys(fields).flatMap((name) => {
    const message =
      domainFieldNameProblem(name) ?? nameText.safeParse(name).error?.issues[0]?.message;
    return message === undefined ? [] : [{ path: name, message }];
  });
}

/** A cart line's or an order's registry fields, by name, as the bridge accepts them. */
export const domainFieldsSchema = withRule(z.record(z.string(), lineText(255)), nameIssues);
