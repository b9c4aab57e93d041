import { useLocation, useNavigation } from 'react-router';

/** True while a navigation to another URL of the same page (a filter, a tab, a page number) is loading. */
export function useSamePageLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search
  );
}
