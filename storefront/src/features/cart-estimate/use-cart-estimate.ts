import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_COUNTRY_ID } from '@shop/ui/validation';
import { logger } from '@shop/ui/logger';
import type { CheckoutEstimate } from '../checkout/contract';
import { chosenMethod, refusalMessage, sameDestination } from '../checkout/model';
import type { CartEstimateCalls, EstimateChoice } from './api';
import type { ShippingEstimateChoice } from './contract';
import type { ProductTileData } from '../catalog/types';

/** The cart page's estimate: what the cart kept, the answer for the current destination, the method shown. */
export interface CartEstimateState {
  /** What the cart kept of the last estimate (null: nothing yet); undefined while it is read. */
  initial: ShippingEstimateChoice | null | undefined;
  /** The methods and totals for the current destination; undefined before the first answer. */
  estimate: CheckoutEstimate | undefined;
  estimating: boolean;
  /** The method shown selected: the shopper's while offered, else the cheapest. */
  selected: string | null;
  /** Why the last estimate was refused (the server's message), else null. */
  problem: string | null;
  /** The form's destination changed (a listed country; a region and a postcode once they fit). */
  onDestinationChange(next: EstimateChoice): void;
  onMethodChange(code: string): void;
}

/** The destination the cart kept, as the estimate asks it; the shop's default country without one. */
export function destinationOfChoice(choice: ShippingEstimateChoice | null): EstimateChoice {
  if (!choice) return { country_id: DEFAULT_COUNTRY_ID };
  return {
    country_id: choice.country_id,
    ...(choice.region_code ? { region_code: choice.region_code } : {}),
    ...(choice.region ? { region: choice.region } : {}),
    ...(choice.postcode ? { postcode: choice.postcode } : {}),
  };
}

/**
 * Luma's cart estimate: on the page's load (after it painted) the cart's kept destination and
 * method, else the default country, priced by checkout's estimate call; again when the cart
 * changes (`cartKey`) or the shopper changes the destination or the method, each change then
 * kept with the cart for the next visit and checkout. Only the latest answer is shown.
 */
export function useCartEstimate(calls: CartEstimateCalls, cartKey: string): CartEstimateState {
  const [initial, setInitial] = useState<ShippingEstimateChoice | null | undefined>();
  const [estimate, setEstimate] = useState<CheckoutEstimate | undefined>();
  const [estimating, setEstimating] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const destination = useRef<EstimateChoice | null>(null);
  const chosen = useRef<string | null>(null);
  const requests = useRef(0);

  const run = useCallback(
    (target: EstimateChoice) => {
      const request = ++requests.current;
      setEstimating(true);
      const { region: _typed, ...priced } = target;
      calls.estimate({ ...priced, ...(chosen.current ? { shipping_method: chosen.current } : {}) }).then(
        (answer) => {
          if (request !== requests.current) return;
          setSelected(chosenMethod(answer.shipping_methods, chosen.current ?? answer.selected_method));
          setEstimate(answer);
          setProblem(null);
          setEstimating(false);
        },
        (error: unknown) => {
          logger.error('Shipping and tax could not be estimated', error);
          if (request !== requests.current) return;
          setProblem(refusalMessage(error));
          setEstimating(false);
        },
      );
    },
    [calls],
  );

  const remember = useCallback(() => {
    if (!destination.current) return;
    calls.remember({ ...destination.current, ...(chosen.current ? { shipping_method: chosen.current } : {}) }).catch((error: unknown) => {
      logger.error('The shipping estimate could not be kept with the cart', error);
    });
  }, [calls]);

  useEffect(() => {
    let live = true;
    calls
      .recall()
      .catch((error: unknown) => {
        logger.error('The kept shipping estimate could not be read', error);
        return null;
      })
      .then((choice) => {
        if (!live) return;
        chosen.current = choice?.shipping_method ?? null;
        destination.current = destinationOfChoice(choice);
        setInitial(choice);
      });
    return () => {
      live = false;
    };
  }, [calls]);

  // The first estimate once the kept choice is known, and a new one whenever the cart changes.
  useEffect(() => {
    if (initial !== undefined && destination.current) run(destination.current);
  }, [initial, cartKey, run]);

  const onDestinationChange = useCallback(
    (next: EstimateChoice) => {
      const before = destination.current;
      if (sameDestination(next, before) && (next.region ?? '') === (before?.region ?? '')) return;
      destination.current = next;
      if (!sameDestination(next, before)) run(next);
      remember();
    },
    [run, remember],
  );

  const onMethodChange = useCallback(
    (code: string) => {
      chosen.current = code;
      setSelected(code);
      if (destination.current) run(destination.current);
      remember();
    },
    [run, remember],
  );

  return { initial, estimate, estimating, selected, problem, onDestinationChange, onMethodChange };
}

/** "More Choices" for the cart, read after the page painted and again when the cart's products change (`productsKey`). */
export function useCrossSell(calls: CartEstimateCalls, productsKey: string): ProductTileData[] | undefined {
  const [products, setProducts] = useState<ProductTileData[] | undefined>();
  useEffect(() => {
    let live = true;
    calls.crossSell().then(
      (answer) => live && setProducts(answer),
      (error: unknown) => {
        logger.error('More Choices could not be loaded', error);
        if (live) setProducts([]);
      },
    );
    return () => {
      live = false;
    };
  }, [calls, productsKey]);
  return products;
}
