import { Toaster } from 'sonner';

/** The notification library's defaults as the product uses them: 4 s, 3 visible, bottom-right, Alt+T. */
export default function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      offset={{ bottom: 88 }}
      mobileOffset={{ bottom: 88 }}
      theme="system"
      richColors
      closeButton
    />
  );
}
