import type { ChangeEvent, CompositionEvent } from 'react';
import { limitKeyword } from '../../lib/search/form-rules.ts';

/**
 * value, onChange and onCompositionEnd of a search keyword input: at most 100 characters as the spec counts them
 * (code points, contracts isKeywordWithinLimit), kept by the contract rather than by `maxLength`, which counts UTF-16
 * units and would stop a keyword of surrogate pairs (𠮷…) at 50. Longer text, typed or pasted, keeps its first 100.
 * While an IME composes, the text is left alone and cut when the composition ends.
 */
export function keywordInputProps(value: string, onChange: (value: string) => void) {
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const composing = (event.nativeEvent as Partial<InputEvent>).isComposing === true;
      onChange(composing ? event.target.value : limitKeyword(event.target.value));
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => onChange(limitKeyword(event.currentTarget.value)),
  };
}
