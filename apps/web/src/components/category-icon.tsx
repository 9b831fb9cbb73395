import type { CategoryId } from '@inkwell/domain/categories';
import type { ComponentType, SVGProps } from 'react';
import {
  AwardIcon,
  BookOpenIcon,
  BriefcaseIcon,
  CalendarIcon,
  ClipboardIcon,
  FileTextIcon,
  FlaskIcon,
  GraduationCapIcon,
  LibraryIcon,
  PenIcon,
} from './ui/icons.tsx';

const ICONS: Record<CategoryId, ComponentType<SVGProps<SVGSVGElement>>> = {
  'essay-writing': PenIcon,
  'college-essay-writing': GraduationCapIcon,
  'coursework-writing': ClipboardIcon,
  'dissertation-writing': BookOpenIcon,
  'custom-essay-writing': FileTextIcon,
  'research-paper-writing': FlaskIcon,
  'term-paper-writing': CalendarIcon,
  'thesis-writing': AwardIcon,
  'case-study-writing': BriefcaseIcon,
  'literature-review-writing': LibraryIcon,
};

/** The picture of a category (decorative; the category's name is always written next to it). */
export function CategoryIcon({ id, className = 'size-5' }: { id: CategoryId; className?: string }) {
  const Icon = ICONS[id];
  return <Icon className={className} />;
}
