#ifndef TRACECHECK_CPCRE2_SHIM_H
#define TRACECHECK_CPCRE2_SHIM_H

// tracecheck matches bytes with the 8-bit library only.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#endif
