import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { NavIconName } from '../../navigation/types';

/** The SVG icon of each top-level navigation section. */
export const NAV_ICONS: Record<NavIconName, typeof SvgIcon> = {
  gettingStarted: DescriptionOutlined,
  components: ToggleOnOutlined,
  api: CodeOutlined,
  customization: BrushOutlined,
  guides: VisibilityOutlined,
  experimental: ScienceOutlined,
  discoverMore: AddCircleOutline,
  migration: MenuBookOutlined,
  templates: WebOutlined,
  integrations: ExtensionOutlined,
  styleUtilities: BuildOutlined,
  legacyStyles: PaletteOutlined,
  dataGrid: TableChartOutlined,
  writing: EditNoteOutlined,
  hierarchy: AccountTreeOutlined,
  versions: HistoryOutlined,
  blog: ArticleOutlined,
};
