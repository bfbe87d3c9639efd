import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './create-store';

/** Typed for the whole state: platform slices plus those the app registers (RootState). */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch: () => Dispatch<UnknownAction> = useDispatch;
