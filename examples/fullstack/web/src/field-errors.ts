import type { FieldErrors } from './generated/app';

/** The elements under a form's inputs, by field; a form may show fewer fields than the DTO has. */
export type FieldSlots<Dto> = { [Field in keyof Dto]?: HTMLElement };

/**
 * Writes a typed 422 body (`FieldErrors<Dto>`, the API's `validationError`) into a form: each field's
 * messages under its input, and the whole message in `rest` when some issue has no slot (a field the
 * form lacks, or the body as a whole).
 *
 * @example
 * if (error?.status === 422) showFieldErrors(error.value, { name: nameError }, formError);
 */
export function showFieldErrors<Dto>(body: FieldErrors<Dto>, fields: FieldSlots<Dto>, rest: HTMLElement): void {
  for (const slot of Object.values<HTMLElement | undefined>(fields)) if (slot) slot.textContent = '';
  let unshown = Object.keys(body.errors).length === 0;
  for (const field in body.errors) {
    const slot = fields[field];
    if (slot) slot.textContent = (body.errors[field] ?? []).join(', ');
    else unshown = true;
  }
  rest.textContent = unshown ? body.message : '';
}
