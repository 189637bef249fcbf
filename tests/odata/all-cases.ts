/** Every case of the table, grouped (the table test and the fuzzer both read it). */
import type { ODataCase } from './case-types.ts';
import {
  arithmeticCases,
  comparisonCases,
  dateCases,
  filterErrorCases,
  literalCases,
  logicCases,
  numericFunctionCases,
  textFunctionCases,
} from './cases-filter.ts';
import { lambdaCases, pathCases } from './cases-navigation.ts';
import { countCases, keyCases, orderCases, pagingCases, urlErrorCases, visibilityCases } from './cases-query.ts';
import { expandCases, selectCases } from './cases-shape.ts';

export const CASE_GROUPS: Readonly<Record<string, readonly ODataCase[]>> = {
  comparison: comparisonCases,
  logic: logicCases,
  arithmetic: arithmeticCases,
  text: textFunctionCases,
  literals: literalCases,
  dates: dateCases,
  numeric: numericFunctionCases,
  'filter errors': filterErrorCases,
  lambdas: lambdaCases,
  paths: pathCases,
  keys: keyCases,
  counts: countCases,
  orderby: orderCases,
  paging: pagingCases,
  visibility: visibilityCases,
  'url errors': urlErrorCases,
  select: selectCases,
  expand: expandCases,
};

export const ALL_CASES: readonly ODataCase[] = Object.values(CASE_GROUPS).flat();
