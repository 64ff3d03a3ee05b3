import {
  consoleBrandAddEndpoint,
  consoleBrandDeleteEndpoint,
  consoleBrandEditEndpoint,
  consoleBrandListEndpoint,
  consoleCatalogueImageEndpoint,
  consoleCategoryAddEndpoint,
  consoleCategoryDeleteEndpoint,
  consoleCategoryEditEndpoint,
  consoleCategoryListEndpoint,
  consoleCategoryMoveEndpoint,
  consoleServiceAddEndpoint,
  consoleServiceDeleteEndpoint,
  consoleServiceEditEndpoint,
  consoleServiceListEndpoint,
} from '@shop/contracts/catalogue';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiUpload } from '@shop/web-kit/api';
import { useConsoleWrite } from '@/lib/console-write';

/* Categories, brands and goods services in the console (issue 25). */

export const useConsoleCategories = () =>
  useQuery(
    queryOptions({
      queryKey: [consoleCategoryListEndpoint.path],
      queryFn: ({ signal }) => apiCall(consoleCategoryListEndpoint, {}, { signal }),
    }),
  );
export const useConsoleServices = () =>
  useQuery(
    queryOptions({
      queryKey: [consoleServiceListEndpoint.path],
      queryFn: ({ signal }) => apiCall(consoleServiceListEndpoint, {}, { signal }),
    }),
  );

const CATEGORY = [consoleCategoryListEndpoint.path, auditListsEndpoint.path] as const;
const BRAND = [consoleBrandListEndpoint.path, auditListsEndpoint.path] as const;
const SERVICE = [consoleServiceListEndpoint.path, auditListsEndpoint.path] as const;

export const useAddCategory = () => useConsoleWrite(consoleCategoryAddEndpoint, CATEGORY);
export const useEditCategory = () => useConsoleWrite(consoleCategoryEditEndpoint, CATEGORY);
export const useMoveCategory = () => useConsoleWrite(consoleCategoryMoveEndpoint, CATEGORY);
export const useDeleteCategory = () => useConsoleWrite(consoleCategoryDeleteEndpoint, CATEGORY);
export const useAddBrand = () => useConsoleWrite(consoleBrandAddEndpoint, BRAND);
export const useEditBrand = () => useConsoleWrite(consoleBrandEditEndpoint, BRAND);
export const useDeleteBrand = () => useConsoleWrite(consoleBrandDeleteEndpoint, BRAND);
export const useAddService = () => useConsoleWrite(consoleServiceAddEndpoint, SERVICE);
export const useEditService = () => useConsoleWrite(consoleServiceEditEndpoint, SERVICE);
export const useDeleteService = () => useConsoleWrite(consoleServiceDeleteEndpoint, SERVICE);

/** Uploads a category image, brand logo or service icon; answers its path. */
export const uploadCatalogueImage = async (file: Blob) =>
  (await apiUpload(consoleCatalogueImageEndpoint, {}, file)).path;
