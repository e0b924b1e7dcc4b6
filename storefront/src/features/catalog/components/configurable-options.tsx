import { t } from '@shop/ui/i18n';
import { cn } from '@shop/ui/cn';
import { Swatch } from '@shop/ui/swatch';
import { isOptionAvailable, type OptionSelection } from '../model';
import type { ConfigurableAttribute, ConfigurableChild } from '../types';

export interface ConfigurableOptionsProps {
  attributes: readonly ConfigurableAttribute[];
  children: readonly ConfigurableChild[];
  selection: OptionSelection;
  onSelect: (attributeId: number, optionId: number) => void;
  /** Attributes left unchosen at the last attempt to add to the cart. */
  missing: readonly number[];
}

/**
 * The super attributes of a configurable product as radio groups named
 * `super_attribute[<id>]`: colours as swatches, sizes as buttons. Combinations no child
 * can be bought in are struck through and say so.
 */
export function ConfigurableOptions({ attributes, children, selection, onSelect, missing }: ConfigurableOptionsProps) {
  return (
    <div data-slot="configurable-options" className="flex flex-col gap-5">
      {attributes.map((attribute) => {
        const chosen = attribute.options.find((option) => option.id === selection[attribute.id]);
        const isMissing = missing.includes(attribute.id);
        const errorId = `super-attribute-${attribute.id}-error`;
        return (
          <fieldset
            key={attribute.id}
            role="radiogroup"
            aria-required="true"
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? errorId : undefined}
            data-attribute-code={attribute.code}
          >
            <legend className="mb-2 text-sm font-semibold text-neutral-900">
              {attribute.label}
              <span aria-hidden="true" className="ms-0.5 text-danger-600">
                *
              </span>
              {chosen ? <span className="ms-2 font-normal text-neutral-700">{chosen.label}</span> : null}
            </legend>
            <div className="flex flex-wrap gap-2">
              {attribute.options.map((option) => {
                const available = isOptionAvailable(attributes, children, selection, attribute.id, option.id);
                const checked = selection[attribute.id] === option.id;
                const inputId = `option-${attribute.id}-${option.id}`;
                return (
                  <div key={option.id} className="relative">
                    <input
                      id={inputId}
                      type="radio"
                      name={`super_attribute[${attribute.id}]`}
                      value={option.id}
                      checked={checked}
                      onChange={() => onSelect(attribute.id, option.id)}
                      className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
                    />
                    {option.swatch ? (
                      <label
                        htmlFor={inputId}
                        title={available ? option.label : t('%1 (out of stock)', option.label)}
                        className={cn(
                          'relative flex size-10 cursor-pointer items-center justify-center rounded-full border-2 border-neutral-300 p-0.5 peer-checked:border-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                          !available && 'opacity-50',
                        )}
                      >
                        <Swatch color={option.swatch} />
                        {!available ? <span aria-hidden="true" className="absolute inset-x-0 top-1/2 h-0.5 -rotate-45 bg-neutral-700" /> : null}
                        <span className="sr-only">
                          {available ? option.label : t('%1 (out of stock)', option.label)}
                        </span>
                      </label>
                    ) : (
                      <label
                        htmlFor={inputId}
                        className={cn(
                          'flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-md border border-neutral-500 bg-white px-3 text-sm font-semibold text-neutral-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                          !available && 'border-dashed text-neutral-600 line-through',
                        )}
                      >
                        {option.label}
                        {available ? null : <span className="sr-only"> {t('(out of stock)')}</span>}
                      </label>
                    )}
                  </div>
                );
              })}
            </div>
            {isMissing ? (
              <p id={errorId} className="mt-1 text-sm text-danger-600">
                {t('This is a required field.')}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
