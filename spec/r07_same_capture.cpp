#include "spec/r07_same_capture.h"

namespace kospec {

bool same_capture(const CaptureMove& a, const CaptureMove& b, R7Reading reading) {
  return a.played == b.played && a.captured == b.captured &&
         (reading == R7Reading::Points || a.by == b.by);
}

}  // namespace kospec
