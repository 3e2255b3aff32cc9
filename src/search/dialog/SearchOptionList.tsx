import { useTranslate } from '../../i18n/I18nProvider';
import { ENGLISH as SEARCH_ENGLISH } from '../../generated/wordings/search';
import { ShellIcon, type ShellIconName } from '../../icons/ShellIcon';
import type { SearchHitKind } from '../types';
import { GroupLabel, KindLabel, Option, OptionList, OptionText, ProductChip, RemoveIcon } from './dialogStyles';
import { productLabel } from './productLabels';
import { highlightSegments, type SearchOption, type SearchOptionGroup } from './searchView';

const KIND_ICONS: Record<SearchHitKind, ShellIconName> = {
  page: 'ArticleOutlined',
  api: 'DataObject',
  heading: 'Tag',
  prop: 'DataObject',
  class: 'DataObject',
  slot: 'DataObject',
  'css-variable': 'DataObject',
};

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </>
  );
}

export interface SearchOptionListProps {
  id: string;
  label: string;
  groups: readonly SearchOptionGroup[];
  query: string;
  activeIndex: number;
  onActivate: (index: number) => void;
  /** `newTab` for a modified or middle click, which opens the hit elsewhere and keeps the dialog. */
  onChoose: (option: SearchOption, newTab: boolean) => void;
  onForget: (option: SearchOption) => void;
}

/** The listbox of the dialog: labelled groups of options; the input keeps focus (aria-activedescendant). */
export function SearchOptionList({ id, label, groups, query, activeIndex, onActivate, onChoose, onForget }: SearchOptionListProps) {
  const t = useTranslate(SEARCH_ENGLISH);
  return (
    <div role="listbox" id={id} aria-label={label}>
      {groups.map((group) => {
        const labelId = `${id}-label-${group.key}`;
        return (
          <div role="group" aria-labelledby={labelId} key={group.key} data-group={group.key} data-product={group.product ?? undefined}>
            <GroupLabel id={labelId}>
              <span>{group.label}</span>
              {group.product ? <ProductChip data-testid="search-product-chip">{productLabel(group.product)}</ProductChip> : null}
            </GroupLabel>
            <OptionList role="none">
              {group.options.map((option) => (
                <Option
                  key={option.href}
                  role="option"
                  id={`${id}-${option.index}`}
                  aria-selected={option.index === activeIndex}
                  data-kind={option.kind}
                  data-href={option.href}
                  onPointerMove={() => {
                    if (option.index !== activeIndex) onActivate(option.index);
                  }}
                  onClick={(event) => onChoose(option, event.metaKey || event.ctrlKey || event.shiftKey)}
                  onAuxClick={(event) => {
                    if (event.button === 1) onChoose(option, true);
                  }}
                >
                  <ShellIcon name={option.recent ? 'History' : KIND_ICONS[option.kind]} />
                  <OptionText>
                    <span>
                      <Highlighted text={option.title} query={query} />
                    </span>
                    {option.subtitle ? <span>{option.subtitle}</span> : null}
                  </OptionText>
                  {option.kind === 'page' ? null : <KindLabel>{t(`search.kinds.${option.kind}`)}</KindLabel>}
                  {option.recent ? (
                    // Not a button: an option holds no controls. The Delete key does the same from the keyboard.
                    <RemoveIcon
                      aria-hidden="true"
                      title={t('search.removeRecent', { params: { title: option.title } })}
                      data-testid="search-forget"
                      onClick={(event) => {
                        event.stopPropagation();
                        onForget(option);
                      }}
                    >
                      <ShellIcon name="Close" />
                    </RemoveIcon>
                  ) : null}
                </Option>
              ))}
            </OptionList>
          </div>
        );
      })}
    </div>
  );
}
