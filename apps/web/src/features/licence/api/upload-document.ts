import {
  qualificationUploadEndpoint,
  type QualificationUploadBodySchema,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { LICENCE_KEY } from './get-member-qualification';

/** `/api/qualification/qualificationUpload`: submits or renews one document for review. */
export const uploadDocument = (body: z.input<typeof QualificationUploadBodySchema>) =>
  apiCall(qualificationUploadEndpoint, body);

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: LICENCE_KEY }),
  });
}
