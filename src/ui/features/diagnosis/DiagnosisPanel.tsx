import type { MenusView } from '../../../worker/views/inspectorViews';
import { MenuDiagnosisCard } from './MenuDiagnosisCard';

/** The diagnosis of both menus, relevance first. */
export function DiagnosisPanel({ menus }: { menus: MenusView }) {
  return (
    <div data-testid="diagnosis" className="flex flex-col gap-3 p-3">
      <MenuDiagnosisCard menu={menus.relevance} />
      <MenuDiagnosisCard menu={menus.statePath} />
    </div>
  );
}
