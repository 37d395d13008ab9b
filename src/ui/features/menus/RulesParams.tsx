import { useId } from 'react';
import { DEFAULT_MENU_RULES, MENU_RULE_NAMES, ruleRange, ruleStage, type MenuRuleName } from '../../../core/index';
import { useMenuParamsStore } from '../../stores/useMenuParamsStore';
import { WeightInput } from './WeightInput';

/** What each rule does, in a few words (the full text: MenuRules' doc comments, docs/ablation.md). */
const RULE_LABELS: Record<MenuRuleName, string> = {
  demandDecay: 'Demand decay (λ > 0)',
  roleFill: 'Role fill weight (λ > 0)',
  coverageCap: 'Coverage cap (λ > 0)',
  linkFeeds: 'Chain links: makes what a likely tool needs',
  linkFedBy: 'Chain links: takes what a likely tool makes',
  producerFirst: 'Producers before consumers',
  callableFirst: 'Slot 1 callable from s0',
  constraintShare: 'Share for producer / callable-first',
  entryGivenUse: 'Slot 1 bonus by the given data a tool takes',
  orphanInputs: 'Unproduced inputs count as given',
  orphanProducerShare: 'Share for an orphan input',
  announcedHalf: 'Announced input counts',
  precedenceWait: 'Wait for a clear predecessor',
  precedenceGap: 'Predecessor gap b_ji − b_ij',
  waitShare: 'Share to wait for (slot 1)',
  laterWaitShare: 'Share to wait for (slots 2–L)',
  cycleGiveWay: 'Cycle: least likely wait gives way',
  requestOpener: 'Slot 1: step the request names first',
  openerWhenUncallable: '…also when the pick is not callable',
  openerWhenInferred: '…and whenever s0 is only inferred',
  sequencedOpener: '…where "then…" orders the steps, at a lower share',
  sequencedShare: '…that share (of the pick’s)',
  openerProducerKeeps: '…unless the pick feeds a step',
  openerPoolMembership: '…reading max(m, M)',
  providerCoherence: 'Slot 1: look-alike of the chain’s provider',
  providerAlternative: '…look-alikes from redundancy',
  namedProvider: 'Slot 1: the named service’s step',
  idProducerFirst: 'Slot 1: the producer of a needed id',
  existingLookup: 'Slot 1: the lookup of a thing the request names as existing',
  neutralPrecedence: 'Unrelated tools: b = 0.5',
  wordingOrder: 'Order by the wording',
  fullLink: 'Full one-way link orders',
  fullLinkKappa: 'Full link from κ',
  bothWaysWording: 'Two-way links: wording orders',
  unlinkedWording: 'Unlinked steps: wording orders',
  kappaOrients: 'Two-way links orient from |Δκ|',
  alternativeRedundancy: 'Alternatives from redundancy',
  clauseOrder: 'Wording by clause meaning (cosine margin)',
};

const STAGES = [
  { stage: 'retriever', title: 'Retriever (chain links past the top L; the others act when λ > 0)' },
  { stage: 'reranker', title: 'Reranker constraints' },
  { stage: 'precedence', title: 'Precedence b' },
] as const;

/** One on/off rule: a checkbox, marked when it differs from its default. */
function RuleSwitch({ name, value }: { name: MenuRuleName; value: boolean }) {
  const setRule = useMenuParamsStore((s) => s.setRule);
  const id = useId();
  const changed = value !== DEFAULT_MENU_RULES[name];
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="flex items-center gap-2 text-xs text-slate-700 dark:text-slate-300" title={name}>
        <input
          id={id}
          type="checkbox"
          checked={value}
          onChange={(e) => setRule(name, e.target.checked)}
          className="accent-sky-600 focus-visible:outline-2 focus-visible:outline-sky-500"
        />
        {RULE_LABELS[name]} <span className="font-mono text-[10px] text-slate-500 dark:text-slate-400">{name}</span>
      </label>
      {changed && (
        <span className="ml-5 text-[10px] text-sky-700 dark:text-sky-300">
          changed from the default {DEFAULT_MENU_RULES[name] ? 'on' : 'off'}
        </span>
      )}
    </div>
  );
}

/**
 * The hand rules of the State-Path menu (MenuParams.rules), by stage: a checkbox per switch, a
 * number per constant (shares in [0, 1]), each showing its default when changed. The panel's
 * reset restores them with the weights.
 */
export function RulesParams() {
  const rules = useMenuParamsStore((s) => s.tuning.rules);
  const setRule = useMenuParamsStore((s) => s.setRule);
  const changed = Object.keys(rules ?? {}).length;
  return (
    <details className="mt-1" data-testid="rules-params">
      <summary className="cursor-pointer text-[11px] font-semibold uppercase tracking-wide text-slate-600 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-400">
        Rules ({MENU_RULE_NAMES.length}
        {changed > 0 ? `, ${changed} changed` : ''})
      </summary>
      <div role="group" aria-label="Rules" className="mt-1 flex max-h-72 flex-col gap-1 overflow-y-auto pr-1">
        <p className="text-[10px] leading-snug text-slate-600 dark:text-slate-400">
          Each rule&apos;s worth on every dev set: docs/ablation.md.
        </p>
        {STAGES.map(({ stage, title }) => (
          <div key={stage} className="flex flex-col gap-1">
            <p className="mt-1 text-[10px] font-semibold text-slate-600 dark:text-slate-400">{title}</p>
            {MENU_RULE_NAMES.filter((name) => ruleStage(name) === stage).map((name) => {
              const value = rules?.[name] ?? DEFAULT_MENU_RULES[name];
              if (typeof value === 'boolean') return <RuleSwitch key={name} name={name} value={value} />;
              const { max } = ruleRange(name);
              return (
                <WeightInput
                  key={name}
                  symbol={name}
                  label={RULE_LABELS[name]}
                  value={value}
                  defaultValue={DEFAULT_MENU_RULES[name] as number}
                  onCommit={(v) => setRule(name, v)}
                  {...(max === 1 ? { max } : {})}
                />
              );
            })}
          </div>
        ))}
      </div>
    </details>
  );
}
