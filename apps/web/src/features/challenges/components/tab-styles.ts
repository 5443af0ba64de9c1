/** The segmented-control look shared by the top tabs and the Friends / Global filter. */
export const tabListClass = 'grid grid-cols-2 gap-1 rounded-xl bg-muted p-1';
export const tabTriggerClass =
  'rounded-lg px-1.5 py-2 pointer-coarse:min-h-11 text-[13px] leading-tight font-semibold text-muted-foreground transition data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';
