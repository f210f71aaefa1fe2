import { z } from 'zod';
import { takaFromText } from './taka-input';

/**
 * A form's schema made of the route's own rules (`rules`). The boxes named in `numbers` hold text
 * as typed (a number box would refuse Bengali digits), so each is read as a number (`read`: an
 * amount of taka unless given) before the rules check it. Typed as the form's boxes hold the
 * values (`Input`) and as the route takes them (`Output`).
 */
export function numbersRead<Output, Input extends object>(
  rules: z.ZodType<Output>,
  numbers: readonly (keyof Input & string)[],
  read: (typed: unknown) => unknown = takaFromText,
): z.ZodType<Output, Input> {
  const readBoxes = (values: unknown) =>
    values && typeof values === 'object'
      ? {
          ...values,
          ...Object.fromEntries(
            numbers.filter((key) => key in values).map((key) => [key, read((values as Record<string, unknown>)[key])]),
          ),
        }
      : values;
  return z.preprocess(readBoxes, rules) as unknown as z.ZodType<Output, Input>;
}
