#include "spec/r07_same_capture.h"

namespace kospec {

bool same_capture(const CaptureMove& a, const CaptureMove& b) {
  return a.played == b.played && a.captured == b.captured;
}

}  // namespace kospec
