'use client';

import { CURRENCIES, type Currency } from '@site/schemas';
import { type ReactNode, createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type Billing, type PlanPrices, monthlyAmount, priceIn, priceText } from '@/lib/commerce/pricing';
import { visitorCurrency } from '@/lib/commerce/visitor-currency';

/**
 * The pricing page's island: the billing toggle, the currency switch and the prices that follow them. The plan
 * cards around the prices are server-rendered; only the numbers are client components, reading this context.
 * The prerendered HTML shows the locale's currency and monthly billing; after hydration the visitor's country
 * (when the runtime knows it) picks the currency, unless the visitor already chose one.
 */
interface PricingState {
  readonly currency: Currency;
  readonly billing: Billing;
}

const subscribeNever = () => () => undefined;

const PricingContext = createContext<PricingState>({ currency: 'USD', billing: 'monthly' });

export interface PricingControlsLabels {
  readonly billing: string;
  readonly monthly: string;
  readonly annual: string;
  /** e.g. "Save 17%", already formatted; empty when no plan saves anything. */
  readonly save: Readonly<Record<Currency, string>>;
  readonly currency: string;
}

export function PricingProvider({
  initialCurrency,
  labels,
  children,
}: {
  initialCurrency: Currency;
  labels: PricingControlsLabels;
  children: ReactNode;
}) {
  const [state, setState] = useState<PricingState>({ currency: initialCurrency, billing: 'monthly' });
  // False on the server and while hydrating, true once the controls respond: tests and styles can tell.
  const ready = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const chosen = useRef(false);

  useEffect(() => {
    let active = true;
    void visitorCurrency().then((currency) => {
      if (active && currency && !chosen.current) setState((current) => ({ ...current, currency }));
    });
    return () => {
      active = false;
    };
  }, []);

  const setCurrency = (currency: Currency) => {
    chosen.current = true;
    setState((current) => ({ ...current, currency }));
  };
  const setBilling = (billing: Billing) => setState((current) => ({ ...current, billing }));
  const save = labels.save[state.currency];

  return (
    <PricingContext.Provider value={state}>
      <div
        className="pricing-controls"
        data-currency={state.currency}
        data-billing={state.billing}
        data-ready={ready ? 'true' : undefined}
      >
        <div className="segmented" role="group" aria-label={labels.billing}>
          <button
            type="button"
            aria-pressed={state.billing === 'monthly'}
            onClick={() => setBilling('monthly')}
            data-billing-option="monthly"
          >
            {labels.monthly}
          </button>
          <button
            type="button"
            aria-pressed={state.billing === 'annual'}
            onClick={() => setBilling('annual')}
            data-billing-option="annual"
          >
            {labels.annual}
            {save ? <span className="save-badge">{save}</span> : null}
          </button>
        </div>
        <div className="segmented segmented-small" role="group" aria-label={labels.currency}>
          {CURRENCIES.map((currency) => (
            <button
              key={currency}
              type="button"
              aria-pressed={state.currency === currency}
              onClick={() => setCurrency(currency)}
              data-currency-option={currency}
            >
              {currency}
            </button>
          ))}
        </div>
      </div>
      {children}
    </PricingContext.Provider>
  );
}

export interface PlanPriceLabels {
  readonly perMonth: string;
  /** "{amount} billed every year" */
  readonly billedAnnually: string;
  readonly billedMonthly: string;
  readonly unavailable: string;
}

/** One plan's price in the chosen currency and billing period. */
export function PlanPrice({ prices, labels }: { prices: readonly PlanPrices[]; labels: PlanPriceLabels }) {
  const { currency, billing } = useContext(PricingContext);
  const row = priceIn(prices, currency);
  if (!row) {
    return (
      <div className="plan-price" data-currency={currency} data-billing={billing}>
        <p className="plan-price-note">{labels.unavailable}</p>
      </div>
    );
  }
  const amount = priceText(monthlyAmount(row, billing), currency);
  const yearly = priceText(row.annual, currency);
  return (
    <div className="plan-price" data-currency={currency} data-billing={billing}>
      <p className="plan-price-main">
        <strong data-testid="plan-amount" title={amount.full !== amount.main ? amount.full : undefined}>
          {amount.main}
        </strong>
        <span className="plan-price-unit">{labels.perMonth}</span>
      </p>
      {amount.full !== amount.main ? <p className="plan-price-full">= {amount.full}</p> : null}
      <p className="plan-price-note" data-testid="plan-billing">
        {billing === 'annual' ? labels.billedAnnually.replace('{amount}', yearly.full) : labels.billedMonthly}
      </p>
    </div>
  );
}
