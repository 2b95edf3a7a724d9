import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function AssetsRoute() {
  return (
    <ScreenPlaceholder
      title="Asset Management"
      description="The register of plant assets: add, edit, import and export them with their status, criticality and condition."
    />
  );
}
