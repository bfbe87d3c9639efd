import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PlatformState } from './create-store';

export const useAppSelector: TypedUseSelectorHook<PlatformState> = useSelector;
export const useAppDispatch: () => Dispatch<UnknownAction> = useDispatch;
